import type deStatement from "../de/statement";
import type { Translation } from "../types";

const statement: Translation<typeof deStatement> = {
  meta: { title: "Accessibility statement" },
  title: "Accessibility statement",
  lead: "Your site scan becomes a draft of the information that service providers must publish under section 14 BFSG with Annex 3. Check and complete it, save the draft, and download it as HTML or Markdown.",
  backToReport: "Back to the report",
  disclaimer:
    "The draft is not legal advice. Automated tests find only some barriers: check every statement before you publish it.",
  pageRun: {
    title: "This needs a scan of the whole website",
    text: "An accessibility statement describes your whole website. This scan checked a single page only. Start a scan of the whole website with all its subpages; then you can create the statement here.",
  },
  language: {
    label: "Language of the statement",
    current: "(selected)",
    otherDraft:
      "Your saved draft is in {{language}}. We carried over the provider, contact and date; the texts are prefilled anew. Saving here replaces the saved draft.",
    openDraft: "Open the saved draft in {{language}}",
  },
  formTitle: "Edit the details",
  requiredNote: "All fields not marked “optional” are required.",
  placeholderNote:
    "Passages in double square brackets [[ … ]] are for you to fill in. Replace them before you download the statement.",
  optional: "optional",
  groups: {
    service: "Service",
    accessibility: "Accessibility",
    contact: "Provider and contact",
    authority: "Supervision and date",
  },
  fields: {
    serviceName: { label: "Name of the website or service", hint: "" },
    serviceUrl: { label: "Website address", hint: "With http:// or https://." },
    serviceDescription: {
      label: "General description of the service",
      hint: "What consumers can do on the website (Annex 3, letter a).",
    },
    howItWorks: {
      label: "Explanations of how the service is carried out",
      hint: "How the main processes work and are operated (Annex 3, letter b).",
    },
    applicableRequirements: { label: "Applicable requirements", hint: "" },
    conformance: { label: "Compliance status", hint: "" },
    howRequirementsMet: {
      label: "How the service meets the requirements",
      hint: "Annex 3, letter c.",
    },
    assessmentMethod: { label: "How accessibility was assessed", hint: "" },
    knownBarriers: {
      label: "Known barriers",
      hint: "One barrier per line, starting with “- ”. Required while the website does not fully meet the requirements.",
    },
    plannedFixes: {
      label: "Planned measures",
      hint: "What you will fix, and by when. Required while barriers remain.",
    },
    providerName: { label: "Provider name", hint: "Company name with legal form, as in the legal notice." },
    providerAddress: { label: "Provider address", hint: "" },
    contactEmail: { label: "Email address for feedback", hint: "" },
    contactPhone: { label: "Phone", hint: "" },
    feedbackUrl: { label: "Address of a feedback form", hint: "With http:// or https://." },
    authority: {
      label: "Competent market surveillance authority",
      hint: "Add the authority's current postal address and contact details from its website.",
    },
    statementDate: { label: "Date of the statement", hint: "" },
  },
  conformanceOptions: {
    full: "The requirements are fully met",
    partial: "The requirements are partially met",
    none: "The requirements are not met",
  },
  actions: {
    save: "Save draft",
    html: "Download as HTML",
    markdown: "Download as Markdown",
  },
  saved: "Your draft has been saved.",
  savedAt: "Last saved: {{date}}",
  savedAtBy: "Last saved: {{date}} by {{name}}",
  errorSummary: "Please correct the marked fields:",
  errors: {
    required: "Please fill in “{{label}}”.",
    tooLong: "“{{label}}” is too long (at most {{max}} characters).",
    emailInvalid: "Please enter a valid email address for “{{label}}”, for example name@example.com.",
    urlInvalid: "Please enter a complete address starting with http:// or https:// for “{{label}}”.",
    phoneInvalid: "Please use only digits, spaces and + ( ) / - for “{{label}}”.",
    dateInvalid: "Please enter a valid date (YYYY-MM-DD) for “{{label}}”.",
    choiceInvalid: "Please choose one of the options for “{{label}}”.",
    placeholder: "Please replace the passages in [[ … ]] in “{{label}}” with your own details.",
  },
  preview: {
    title: "Preview",
    intro: "This is the statement with the details in the form as last loaded or saved.",
  },
  files: {
    html: "accessibility-statement",
    markdown: "accessibility-statement",
  },
  document: {
    title: "Accessibility statement",
    intro:
      "This statement applies to {{service}} ({{url}}), provided by {{provider}}. It contains the information that section 14 of the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG) together with its Annex 3 requires of service providers.",
    introWithoutProvider:
      "This statement applies to {{service}} ({{url}}). It contains the information that section 14 of the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG) together with its Annex 3 requires of service providers.",
    sections: {
      service: "Description of the service",
      howItWorks: "How the service is carried out",
      requirements: "Applicable accessibility requirements",
      conformance: "How the service meets the requirements",
      method: "How accessibility was assessed",
      barriers: "Known barriers",
      fixes: "Planned measures",
      contact: "Contact and feedback",
      authority: "Competent market surveillance authority",
    },
    conformance: {
      full: "In our assessment, {{service}} fully meets the accessibility requirements.",
      partial:
        "In our assessment, {{service}} partially meets the accessibility requirements. The known barriers are listed below.",
      none: "In our assessment, {{service}} does not currently meet the accessibility requirements. The known barriers are listed below.",
    },
    noBarriers: "We are not currently aware of any barriers.",
    contactIntro: "If you come across barriers or need content in another form, please contact us.",
    provider: "Provider",
    address: "Address",
    email: "Email",
    phone: "Phone",
    feedback: "Feedback form",
    authorityIntro:
      "If you believe that the service does not meet the accessibility requirements, you can contact the competent market surveillance authority:",
    date: "This statement was prepared on {{date}}.",
  },
  defaults: {
    serviceDescription:
      "On {{site}} we offer [[describe what you offer, for example: browsing and ordering products, booking appointments, managing a customer account]].",
    howItWorks:
      "The website is used in a web browser. [[Describe the main processes, such as search, basket, ordering, payment, signing in, and how they are operated.]]",
    applicableRequirements:
      "The accessibility requirements follow from the German Accessibility Strengthening Act (BFSG) and its ordinance (BFSGV). For websites they are specified by the harmonised European standard EN 301 549, whose clause 9 adopts the Web Content Accessibility Guidelines (WCAG) 2.1 at levels A and AA.",
    howRequirementsMet: {
      full: "The automated test of {{pages}} found no violations of WCAG success criteria. Automated tests detect only some possible barriers, however; on their own they cannot prove that all requirements are met. [[Describe how you checked the remaining criteria by hand and which measures keep the website accessible.]]",
      partial:
        "The automated test of {{pages}} found violations of {{criteria}}; they are listed below as known barriers. Automated tests detect only some possible barriers. [[Describe the measures you have taken for accessibility, for example keyboard operation, text alternatives, contrast, understandable forms.]]",
      none: "The automated test of {{pages}} found serious violations on every page tested, of {{criteria}} in all; they are listed below as known barriers. Automated tests detect only some possible barriers. [[Describe the measures you have already taken.]]",
    },
    assessmentMethod:
      "This is based on an automated test of the website {{site}} on {{date}} with Klarsicht (axe-core {{axeVersion}}) against WCAG {{level}}. The test covered {{pages}}.",
    assessmentFailed: "Could not be tested: {{failed}}.",
    assessmentLimits:
      "Automated tests detect only some barriers; many criteria can only be judged by people. [[Add whether and how you also tested by hand.]]",
    assessed: {
      method: "In addition, the website was assessed against EN 301 549 clause 9 (as of {{date}}).",
      decided_one:
        "{{count}} of {{criteria}} success criteria is rated: {{byScan}} automatically, {{byPerson}} by hand.",
      decided_other:
        "{{count}} of {{criteria}} success criteria are rated: {{byScan}} automatically, {{byPerson}} by hand.",
      byScan: "Rated automatically are the criteria of which the automated test found violations.",
      byPerson: "By hand, a sample of {{pages}} covering every page template of the website was checked.",
      means: "The checks by hand were done {{means}}.",
      meansList: {
        keyboard: "with the keyboard",
        zoom: "with magnification",
        screenReader_one: "with the screen reader {{names}}",
        screenReader_other: "with the screen readers {{names}}",
        screenReaderUnnamed: "with a screen reader",
        contentReview: "by reviewing the content",
      },
      complete: "All success criteria have been rated.",
      open_one:
        "{{count}} success criterion has not been rated yet (WCAG {{list}}); we cannot yet say whether it is met.",
      open_other:
        "{{count}} success criteria have not been rated yet (WCAG {{list}}); for them we cannot yet say whether they are met.",
      limits:
        "The manual assessment is based on a sample; pages outside the sample may contain further barriers.",
      howRequirementsMet: {
        full: "The automated test of {{pages}} and the manual assessment found no barriers: all {{total}} success criteria are met or do not apply to the website. [[Describe how you keep the website accessible when it changes.]]",
        partial:
          "The automated test of {{pages}} and the manual assessment found barriers concerning {{criteria}}; they are listed below as known barriers. [[Describe the measures you have taken for accessibility.]]",
        none: "The automated test of {{pages}} found serious violations on every page tested; together with the manual assessment, barriers concern {{criteria}}. They are listed below as known barriers. [[Describe the measures you have already taken.]]",
        unfinished:
          "The automated test of {{pages}} and the manual assessment so far found no barriers. The manual assessment is not finished, however; until every success criterion is assessed, we state the requirements as partially met.",
      },
    },
    levels: {
      A: "2.1 level A",
      AA: "2.1 levels A and AA",
      "2.2": "2.2 levels A and AA",
      AAA: "2.2 levels A, AA and AAA",
    },
    pagesOne: "1 page",
    criteriaOne: "1 WCAG success criterion",
    criteriaOther: "{{count}} WCAG success criteria",
    pagesOther: "{{count}} pages",
    plannedFixes:
      "We will fix the barriers listed by [[date]]. [[Describe the order in which you will proceed, for example the most serious barriers first.]]",
    authority:
      "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) – the market surveillance office of the German federal states for the accessibility of products and services\nSeat: Magdeburg, Germany",
  },
};

export default statement;

import type deLaws from "../de/laws";
import type { Translation } from "../types";

const laws: Translation<typeof deLaws> = {
  eaa: {
    meta: {
      title: "European Accessibility Act (EAA)",
      description:
        "What the European Accessibility Act (Directive (EU) 2019/882) requires, when it applies, which products and services it covers and how Germany has transposed it.",
    },
    hero: {
      kicker: "EU Directive 2019/882",
      title: "European Accessibility Act (EAA)",
      lead: "The European Accessibility Act sets common accessibility requirements for key products and services across the European Union. They have applied in every member state since 28 June 2025 – including to many online shops.",
      tocLabel: "On this page",
    },
    overview: {
      title: "What the EAA is about",
      paragraphs: [
        "The European Accessibility Act (EAA) is Directive (EU) 2019/882 of the European Parliament and of the Council of 17 April 2019 on the accessibility requirements for products and services. It aims to make everyday products and services easier to use for persons with disabilities and older people. At the same time, it replaces diverging national rules with common requirements across the EU internal market.",
        "As a directive, the EAA does not apply directly. Member states had to transpose it into national law by 28 June 2022 and apply their rules from 28 June 2025. Germany did so with the Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG) and its implementing regulation (BFSGV).",
        "The requirements in Annex I of the directive are functional. Websites and mobile applications, for example, must be perceivable, operable, understandable and robust. Harmonised standards turn these requirements into technical detail – in practice above all the European standard EN 301 549, whose clause 9 incorporates WCAG 2.1 Level AA for web content. Meeting harmonised standards gives a presumption that a product or service conforms to the requirements.",
      ],
      factsTitle: "At a glance",
      facts: [
        { term: "Legal act", detail: "Directive (EU) 2019/882 of 17 April 2019" },
        { term: "Transposition deadline", detail: "28 June 2022" },
        { term: "Applies since", detail: "28 June 2025" },
        { term: "Transposed in Germany by", detail: "BFSG and BFSGV" },
        { term: "Technical basis", detail: "EN 301 549; for web content WCAG 2.1 Level AA" },
      ],
    },
    timeline: {
      title: "Timeline",
      intro: "The key dates, from adoption to the end of the transitional periods.",
      items: [
        {
          dateTime: "2019-04-17",
          date: "17 April 2019",
          title: "Directive adopted",
          text: "The European Parliament and the Council adopt Directive (EU) 2019/882. It enters into force on 27 June 2019.",
        },
        {
          dateTime: "2021-07-16",
          date: "16 July 2021",
          title: "Germany adopts the BFSG",
          text: "With the Accessibility Strengthening Act, Germany transposes the directive into national law. The details follow in 2022 in the BFSGV regulation.",
        },
        {
          dateTime: "2022-06-28",
          date: "28 June 2022",
          title: "Transposition deadline",
          text: "By this date all member states had to transpose the directive into national law and publish their rules.",
        },
        {
          dateTime: "2025-06-28",
          date: "28 June 2025",
          title: "The requirements apply",
          text: "Products placed on the market and services provided to consumers from this date on must be accessible.",
        },
        {
          dateTime: "2030-06-28",
          date: "28 June 2030",
          title: "End of the transitional period",
          text: "Until then, service providers may keep using products they already used lawfully before 28 June 2025, and existing service contracts may continue unchanged. For self-service terminals, member states may allow up to 20 years from first use; Germany chose 15 years.",
        },
      ],
    },
    scope: {
      title: "Which products and services are covered",
      intro:
        "The EAA does not cover everything. It applies to a defined list of products and services that are used mainly by consumers.",
      items: [
        {
          title: "E-commerce",
          text: "Websites and apps through which consumers can conclude a contract, such as online shops, booking platforms or subscription sign-ups.",
        },
        {
          title: "Consumer banking services",
          text: "For example accounts, payment services and consumer credit, including online banking and the related apps.",
        },
        {
          title: "Passenger transport",
          text: "Websites, apps, electronic tickets, travel information and self-service terminals in air, bus, rail and waterborne transport. For urban, suburban and regional transport, only interactive self-service terminals are covered.",
        },
        {
          title: "Communication, media and e-books",
          text: "Electronic communications services such as telephony, services providing access to audiovisual media, and e-books with the software used to read them.",
        },
        {
          title: "Products",
          text: "Consumer computers and operating systems, smartphones, devices for accessing audiovisual media, e-readers and self-service terminals such as ATMs, ticketing, check-in and payment terminals.",
        },
      ],
      notes: [
        {
          title: "Exemptions",
          text: "Micro-enterprises with fewer than 10 employees and an annual turnover or balance sheet total of at most EUR 2 million are exempt from the requirements for services, but not for products. Businesses may also invoke a disproportionate burden or a fundamental alteration of their offering; they must justify and document this.",
        },
        {
          title: "Content not covered",
          text: "Exclusions include pre-recorded audio and video and office documents published before 28 June 2025, third-party content that the provider neither funds nor controls, and archives that are no longer edited after that date. Online maps are excluded if the essential information of navigational maps is provided accessibly.",
        },
      ],
    },
    cta: {
      title: "How accessible is your website?",
      text: "Klarsicht's free test checks one page of your website against the WCAG success criteria of Levels A and AA – the technical basis for the EAA and the BFSG – and explains every finding in plain language.",
      button: "Test your website for free",
      note: "To be honest: automated tests can only find about 30–40 % of possible accessibility barriers. That is why our report also shows you what to check by hand.",
    },
    resources: {
      title: "Official sources",
      intro: "Legal texts and information from the responsible bodies.",
      links: [
        {
          label: "Directive (EU) 2019/882 on EUR-Lex",
          href: "https://eur-lex.europa.eu/eli/dir/2019/882/oj",
          description: "The official text of the European Accessibility Act in all official EU languages.",
        },
        {
          label: "European Accessibility Act at the European Commission",
          href: "https://commission.europa.eu/strategy-and-policy/policies/justice-and-fundamental-rights/disability/union-equality-strategy-rights-persons-disabilities-2021-2030/european-accessibility-act_en",
          description: "The Commission's overview of the directive's aims, scope and implementation.",
        },
        {
          label: "Accessibility Strengthening Act (BFSG), full text in German",
          href: "https://www.gesetze-im-internet.de/bfsg/",
          description: "The German act that transposes the EAA.",
        },
        {
          label: "BFSG regulation (BFSGV), full text in German",
          href: "https://www.gesetze-im-internet.de/bfsgv/",
          description: "The regulation with the detailed requirements for products and services.",
        },
        {
          label: "EN 301 549 V3.2.1 standard (PDF)",
          href: "https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf",
          description: "The European standard for accessible information and communication technology.",
        },
        {
          label: "Federal Accessibility Agency (Bundesfachstelle Barrierefreiheit), in German",
          href: "https://www.bundesfachstelle-barrierefreiheit.de/",
          description:
            "Information and guidance on accessibility for businesses and public bodies in Germany.",
        },
      ],
    },
    disclaimer:
      "Please note: this page provides general information and is not legal advice. Whether and how the rules apply to your offering is best clarified with a lawyer in your specific case.",
  },
  wcag: {
    meta: {
      title: "Web Content Accessibility Guidelines (WCAG)",
      description:
        "What WCAG is, how it is structured, what is new in WCAG 2.2 and why Level AA is the usual benchmark for accessible websites.",
    },
    hero: {
      kicker: "International W3C standard",
      title: "Web Content Accessibility Guidelines (WCAG)",
      lead: "WCAG is the internationally recognised benchmark for accessible websites and apps. The European standard EN 301 549, the German BFSG and many other laws build on it.",
      tocLabel: "On this page",
    },
    overview: {
      title: "What WCAG is",
      paragraphs: [
        "The Web Content Accessibility Guidelines (WCAG) are developed by the Web Accessibility Initiative (WAI) of the World Wide Web Consortium (W3C). They explain how to make web content accessible to people with a wide range of disabilities: blind people and people with low vision, deaf and hard-of-hearing people, and people with motor or cognitive disabilities. Older people and anyone with a temporary limitation benefit as well.",
        "WCAG is technology-neutral and written to be testable. It is organised into four principles, 13 guidelines and specific success criteria. Each success criterion belongs to one of three conformance levels: A, AA or AAA. Level AA requires meeting all Level A and AA criteria – in WCAG 2.2 that is 55 of 86 success criteria in total.",
        "Level AA is the usual legal benchmark. EN 301 549 incorporates WCAG 2.1 Level AA for web content; the EU rules for public sector bodies build on it, as do the European Accessibility Act and, in Germany, the BFSG. The W3C does not recommend Level AAA as a general requirement for entire websites, because not all content can meet it.",
      ],
      factsTitle: "At a glance",
      facts: [
        { term: "Published by", detail: "W3C, Web Accessibility Initiative (WAI)" },
        { term: "Current version", detail: "WCAG 2.2 of 5 October 2023" },
        { term: "Structure", detail: "4 principles, 13 guidelines, 86 success criteria" },
        { term: "Conformance levels", detail: "A, AA and AAA; legally usually AA" },
        { term: "International standard", detail: "ISO/IEC 40500:2025, equivalent to WCAG 2.2" },
      ],
    },
    timeline: {
      title: "WCAG versions",
      intro:
        "Each version builds on the previous one: content that meets WCAG 2.2 generally also meets WCAG 2.1 and 2.0.",
      items: [
        {
          dateTime: "1999-05-05",
          date: "5 May 1999",
          title: "WCAG 1.0",
          text: "The first version of the guidelines, still closely tied to the web technologies of its time.",
        },
        {
          dateTime: "2008-12-11",
          date: "11 December 2008",
          title: "WCAG 2.0",
          text: "Technology-neutral, testable success criteria organised under four principles – the basis of all later 2.x versions.",
        },
        {
          dateTime: "2012-10",
          date: "October 2012",
          title: "ISO/IEC 40500:2012",
          text: "WCAG 2.0 is adopted as an international standard.",
        },
        {
          dateTime: "2018-06-05",
          date: "5 June 2018",
          title: "WCAG 2.1",
          text: "17 new success criteria, mainly for mobile use, low vision and cognitive disabilities. WCAG 2.1 AA is the basis of EN 301 549.",
        },
        {
          dateTime: "2023-10-05",
          date: "5 October 2023",
          title: "WCAG 2.2",
          text: "Nine new success criteria, for example on obscured focus, target size and accessible authentication. Criterion 4.1.1 (Parsing) is removed as obsolete.",
        },
        {
          dateTime: "2025-10",
          date: "October 2025",
          title: "ISO/IEC 40500:2025",
          text: "WCAG 2.2 is adopted as an international standard.",
        },
        {
          dateTime: "",
          date: "In progress",
          title: "WCAG 3",
          text: "A successor with a fundamentally new structure. WCAG 3 is a working draft, not a standard; WCAG 2 remains the reference.",
        },
      ],
    },
    scope: {
      title: "The four principles",
      intro:
        "Every success criterion belongs to one of four principles, often abbreviated as “POUR” after their initials.",
      items: [
        {
          title: "Perceivable",
          text: "Everyone must be able to perceive the information: text alternatives for images, captions for videos, sufficient contrast and content that can be enlarged.",
        },
        {
          title: "Operable",
          text: "All functions work with a keyboard, users get enough time, nothing flashes in a way that can cause seizures, and navigation is easy to follow.",
        },
        {
          title: "Understandable",
          text: "Text and interaction are understandable: the language is set, behaviour is predictable, and users get help avoiding and correcting input errors.",
        },
        {
          title: "Robust",
          text: "Content works reliably with browsers and assistive technologies such as screen readers, for example through correct names, roles and states of controls.",
        },
      ],
      notes: [
        {
          title: "New in WCAG 2.2",
          text: "Among others: 2.4.11 Focus Not Obscured (Minimum), 2.5.7 Dragging Movements, 2.5.8 Target Size (Minimum), 3.2.6 Consistent Help, 3.3.7 Redundant Entry and 3.3.8 Accessible Authentication (Minimum).",
        },
        {
          title: "A standard, not a law",
          text: "WCAG itself obliges no one. It becomes binding when laws or standards refer to it – in the EU through EN 301 549, in Germany for example through the BFSG and, for public bodies, the BITV 2.0.",
        },
      ],
    },
    cta: {
      title: "Test your website against WCAG",
      text: "Klarsicht automatically checks your pages against the Level A and AA success criteria. The Pro plan adds the new WCAG 2.2 criteria, the Enterprise plan adds Level AAA.",
      button: "Start a free WCAG test",
      note: "To be honest: automated tests can only find about 30–40 % of possible accessibility violations. Whether an alternative text fits or keyboard operation makes sense needs human judgement – our report shows you what to check by hand.",
    },
    resources: {
      title: "Official sources",
      intro: "The W3C's original English documents are the authoritative versions.",
      links: [
        {
          label: "WCAG 2.2 – W3C Recommendation",
          href: "https://www.w3.org/TR/WCAG22/",
          description: "The complete, normative text of the current version.",
        },
        {
          label: "WCAG 2.1 – W3C Recommendation",
          href: "https://www.w3.org/TR/WCAG21/",
          description: "The version on which EN 301 549, and therefore the BFSG, is based.",
        },
        {
          label: "WCAG 2.2 Quick Reference",
          href: "https://www.w3.org/WAI/WCAG22/quickref/",
          description: "All success criteria with explanations and techniques, filterable by level.",
        },
        {
          label: "What's new in WCAG 2.2 (W3C)",
          href: "https://www.w3.org/WAI/standards-guidelines/wcag/new-in-22/",
          description: "The nine new success criteria, with examples of whom they help.",
        },
        {
          label: "W3C Web Accessibility Initiative (WAI)",
          href: "https://www.w3.org/WAI/",
          description: "Introductions, tutorials and guidance on evaluating accessibility.",
        },
        {
          label: "EN 301 549 V3.2.1 standard (PDF)",
          href: "https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf",
          description: "The European standard whose clause 9 incorporates WCAG 2.1 AA for web content.",
        },
      ],
    },
    disclaimer:
      "Please note: this page provides general information and is not legal advice. Which requirements legally apply to your offering is best clarified with a lawyer in your specific case.",
  },
  bfsg: {
    meta: {
      title: "Accessibility Strengthening Act (BFSG)",
      description:
        "Germany's BFSG has applied since 28 June 2025: who it covers, which exemptions and transitional periods apply, what website operators must do and what fines are possible.",
    },
    hero: {
      kicker: "German law",
      title: "Accessibility Strengthening Act (BFSG)",
      lead: "Since 28 June 2025, many products and services for consumers in Germany must be accessible – from online shops to ATMs. Here you can read what the law requires and whom it applies to.",
      tocLabel: "On this page",
    },
    overview: {
      title: "What the BFSG requires",
      paragraphs: [
        "The Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG) of 16 July 2021 transposes the European Accessibility Act (Directive (EU) 2019/882) into German law; the details are set out in the BFSG regulation (BFSGV). Under the act, products and services are accessible if people with disabilities can find, access and use them in the usual way, without particular difficulty and, in principle, without help from others.",
        "For websites and apps this means in practice: they should meet the European standard EN 301 549, whose clause 9 incorporates WCAG 2.1 Level AA. Meeting harmonised standards gives a presumption that an offering conforms to the requirements. In addition, service providers must publish, under section 14 BFSG and Annex 3, how their service meets the requirements – in their general terms and conditions or in another clearly perceivable way, usually in an accessibility statement on the website.",
        "Compliance is monitored by the market surveillance authorities of the German federal states (Länder). For this purpose the states have set up a joint body: the Market Surveillance Office of the Länder for the Accessibility of Products and Services (MLBF), based in Magdeburg. It can raise deficiencies, set deadlines for remedies and, as a last resort, order a service to be stopped. Under section 37 BFSG, violations can be fined up to EUR 100,000, lesser ones up to EUR 10,000. Consumers and associations can ask the authority to take action.",
      ],
      factsTitle: "At a glance",
      facts: [
        { term: "Applies since", detail: "28 June 2025" },
        { term: "Transposes", detail: "European Accessibility Act, Directive (EU) 2019/882" },
        { term: "Technical basis", detail: "EN 301 549; for web content WCAG 2.1 Level AA" },
        {
          term: "Supervision",
          detail: "Market surveillance authorities of the Länder, joint office MLBF in Magdeburg",
        },
        { term: "Fines", detail: "up to EUR 100,000 depending on the violation" },
      ],
    },
    timeline: {
      title: "Deadlines and transitional rules",
      intro:
        "The BFSG has applied since 2025. Existing contracts and devices benefit from transitional periods (section 38 BFSG).",
      items: [
        {
          dateTime: "2019-04-17",
          date: "17 April 2019",
          title: "The EU adopts the European Accessibility Act",
          text: "Directive (EU) 2019/882 requires all member states to introduce common accessibility requirements.",
        },
        {
          dateTime: "2021-07-16",
          date: "16 July 2021",
          title: "The BFSG is enacted",
          text: "Germany transposes the directive with the Accessibility Strengthening Act, giving businesses about four years to prepare.",
        },
        {
          dateTime: "2022-06-15",
          date: "15 June 2022",
          title: "The BFSGV regulation follows",
          text: "The BFSG regulation sets out the detailed accessibility requirements for products and services.",
        },
        {
          dateTime: "2025-06-28",
          date: "28 June 2025",
          title: "The BFSG applies",
          text: "From this date, newly placed products and services for consumers must meet the requirements.",
        },
        {
          dateTime: "2030-06-27",
          date: "27 June 2030",
          title: "End of the transitional period",
          text: "Until this date, service providers may keep using products they already used lawfully before 28 June 2025. Service contracts concluded before 28 June 2025 may continue unchanged until they expire, but no longer than this date.",
        },
        {
          dateTime: "",
          date: "At most 15 years after first use",
          title: "Self-service terminals",
          text: "Terminals such as ATMs or ticket machines that were lawfully in use before 28 June 2025 may remain in use until the end of their economically useful life, but no longer than 15 years after they were first put into use.",
        },
      ],
    },
    scope: {
      title: "Who the BFSG applies to",
      intro:
        "The act places obligations on manufacturers, importers and distributors of certain products and on providers of certain services to consumers. It mainly covers:",
      items: [
        {
          title: "Online shops and other e-commerce",
          text: "Websites and apps through which consumers can conclude a contract, such as online shops, booking and ticketing platforms or subscription sign-ups. Offerings aimed only at businesses (B2B) are not covered.",
        },
        {
          title: "Consumer banking services",
          text: "For example accounts, payment services and consumer credit, including online banking and banking apps.",
        },
        {
          title: "Passenger transport",
          text: "Websites, apps, electronic tickets and travel information in air, bus, rail and waterborne transport. For urban, suburban and regional transport, the requirements only apply to interactive self-service terminals.",
        },
        {
          title: "Telecommunications, media and e-books",
          text: "Telephone and messaging services, services providing access to audiovisual media, and e-books with the software used to read them.",
        },
        {
          title: "Products",
          text: "Computers, notebooks, tablets and smartphones with their operating systems, e-readers and self-service terminals such as ATMs, ticket and check-in machines and payment terminals.",
        },
      ],
      notes: [
        {
          title: "Exemption for micro-enterprises",
          text: "Service providers with fewer than 10 employees and an annual turnover or balance sheet total of at most EUR 2 million do not have to meet the requirements for services (section 3 (3) BFSG). This exemption does not apply to micro-enterprises that place products on the market; they only benefit from eased documentation duties.",
        },
        {
          title: "Purely informational websites",
          text: "A company or information website through which consumers cannot conclude a contract is generally not covered by the BFSG. Where exactly the line lies, for example with appointment booking or enquiry forms, should be checked in your specific case.",
        },
      ],
    },
    cta: {
      title: "See where your website stands",
      text: "Klarsicht's free test checks one page of your website against the WCAG success criteria of Levels A and AA, which form the technical basis of the BFSG through EN 301 549, and explains every finding in plain language.",
      button: "Test your website for free now",
      note: "To be honest: automated tests can only find about 30–40 % of possible accessibility barriers. A test does not replace a full audit, but it quickly shows you where to start – and what to check by hand as well.",
    },
    resources: {
      title: "Official sources",
      intro: "Legal texts and information from the responsible bodies.",
      links: [
        {
          label: "Accessibility Strengthening Act (BFSG), full text in German",
          href: "https://www.gesetze-im-internet.de/bfsg/",
          description: "The current text of the act on the federal “Gesetze im Internet” portal.",
        },
        {
          label: "BFSG regulation (BFSGV), full text in German",
          href: "https://www.gesetze-im-internet.de/bfsgv/",
          description: "The regulation with the detailed requirements for products and services.",
        },
        {
          label: "Directive (EU) 2019/882 on EUR-Lex",
          href: "https://eur-lex.europa.eu/eli/dir/2019/882/oj",
          description: "The European Accessibility Act on which the BFSG is based.",
        },
        {
          label: "EN 301 549 V3.2.1 standard (PDF)",
          href: "https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf",
          description: "The European standard whose clause 9 sets out the requirements for web content.",
        },
        {
          label: "Federal Accessibility Agency (Bundesfachstelle Barrierefreiheit), in German",
          href: "https://www.bundesfachstelle-barrierefreiheit.de/",
          description:
            "Explanations and guidance on the BFSG, including for small and medium-sized businesses.",
        },
      ],
    },
    disclaimer:
      "Please note: this page provides general information and is not legal advice. Whether the BFSG applies to your offering and what exactly you need to do is best clarified with a lawyer in your specific case.",
  },
};

export default laws;

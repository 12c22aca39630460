import type de from "./de";
import account from "./en/account";
import act from "./en/act";
import api from "./en/api";
import assessment from "./en/assessment";
import billing from "./en/billing";
import branding from "./en/branding";
import coverage from "./en/coverage";
import crawler from "./en/crawler";
import emailVerification from "./en/email-verification";
import freeScanLimits from "./en/free-scan-limits";
import inventory from "./en/inventory";
import laws from "./en/laws";
import legal from "./en/legal";
import legalPages from "./en/legal-pages";
import mail from "./en/mail";
import paging from "./en/paging";
import pictures from "./en/pictures";
import report from "./en/report";
import share from "./en/share";
import siteAccess from "./en/site-access";
import sites from "./en/sites";
import statement from "./en/statement";
import statementRefresh from "./en/statement-refresh";
import trackers from "./en/trackers";
import turnstile from "./en/turnstile";
import webhooks from "./en/webhooks";
import workspace from "./en/workspace";
import type { Translation } from "./types";

const en: Translation<typeof de> = {
  meta: {
    siteName: "Klarsicht",
    description:
      "Klarsicht checks your website for accessibility barriers against WCAG and the German Accessibility Strengthening Act (BFSG) and shows you what to do.",
  },
  skipLink: "Skip to main content",
  nav: {
    label: "Main navigation",
    home: "Testing",
    pricing: "Pricing",
    contact: "Contact",
    login: "Login",
    scans: "Scans",
    profile: "Profile",
    logout: "Log out",
    websites: "Websites",
    logoLabel: "Klarsicht – home",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileLabel: "Mobile navigation",
    language: "Language",
    languages: { de: "Deutsch", en: "English" },
  },
  footer: {
    tagline: "Test, understand and fix accessibility – against WCAG and the BFSG.",
    resources: "Resources",
    about: "About",
    legal: "Legal",
    sourceCode: "Source code",
    profile: "LinkedIn",
    imprint: "Imprint",
    privacy: "Privacy policy",
    terms: "Terms and conditions",
    withdrawal: "Right of withdrawal",
    accessibility: "Accessibility",
    copyright: "© {{year}} <home>{{company}}</home>. All rights reserved.",
    sourceIconLabel: "Klarsicht source code",
    actReport: "ACT report",
    api: "API reference",
    themeToggle: "Toggle between dark and light mode",
  },
  urlCheck: {
    label: "Your website's address",
    placeholder: "https://www.example.com",
    hint: "For example www.your-company.com – we add https:// for you.",
    submit: "Test for free",
    submitting: "Starting the test …",
    demo: {
      submit: "Try the demo site",
      hint: "In development only: a small sample shop with typical barriers on this machine ({{url}}).",
    },
    errors: {
      required: "Please enter your website's address.",
      tooLong: "The address is too long (2,048 characters at most).",
      invalid: "That is not a valid web address. Example: https://www.example.com",
      scheme: "Please enter an address starting with http:// or https://.",
      credentials: "The address must not contain a user name or password.",
      host: "Please enter a public domain such as www.example.com.",
      notPublic:
        "This address cannot be reached publicly (for example an address in your own network such as 10.0.0.1, or an internal name such as localhost). We only check public websites.",
    },
  },
  scan: {
    meta: { title: "Free test" },
    pending: {
      title: "Scanning your website",
      resultMail: "When the scan is done, we will email you the result at {{email}}.",
      queued: "The test is queued.",
      running: "The test is running.",
      elapsed: "Time elapsed: {{seconds}} s",
      hint: "This usually takes only a few seconds. This page updates by itself.",
      siteDiscovering:
        "First we look for the website's pages. Once they are found, you see here about how long the scan will take. This page updates by itself.",
      siteEstimate_one: "Estimated time left: about {{count}} minute. This page updates by itself.",
      siteEstimate_other: "Estimated time left: about {{count}} minutes. This page updates by itself.",
      siteEstimateShort: "Estimated time left: less than a minute. This page updates by itself.",
      refresh: "Refresh now",
    },
    done: {
      title: "Result for {{host}}",
      scannedAt: "Tested on {{date}} against WCAG 2.1 levels A and AA.",
      summaryTitle: "Summary",
      categories: {
        violations: "Violations",
        incomplete: "Needs manual review",
        passes: "Passes",
        inapplicable: "Not applicable",
      },
      counts: {
        wcagViolations: "WCAG violations",
        bestPractices: "Best practices",
        review: "Needs manual review",
        passes: "Passes",
        inapplicable: "Not applicable",
      },
      bestPracticesHint:
        "Rules are counted. Best practices are recommendations beyond WCAG: they are not WCAG violations and so are not counted among them.",
      impactsTitle: "WCAG violations by severity",
      unrated: "Not rated",
      previewTitle: "WCAG violations preview",
      previewCaption: "WCAG violations found",
      previewShown_one: "{{shown}} of {{count}} WCAG violation",
      previewShown_other: "{{shown}} of {{count}} WCAG violations",
      previewBestPractices_one:
        "There is also {{count}} best practice, shown in the full report: a recommendation, not a WCAG violation.",
      previewBestPractices_other:
        "There are also {{count}} best practices, shown in the full report: recommendations, not WCAG violations.",
      columns: { rule: "Rule ID", element: "Element (CSS selector)" },
      finding: {
        impact: "How serious it is",
        impactMeaning: {
          critical: "Some people cannot use this part of the page at all.",
          serious: "Some people get past this only with great effort.",
          moderate: "This makes the page noticeably harder to use for some people.",
          minor: "This is a nuisance, but hardly stops anyone.",
        },
        wcag: "WCAG criterion",
        bfsg: "What the BFSG asks",
        clause: "{{relevance}}: {{clause}}",
        technical: "Technical details: rule and affected element",
      },
      moreElements_one: "and {{count}} more element",
      moreElements_other: "and {{count}} more elements",
      noViolations: "Looks good on our side - no findings to display.",
      noViolationsHint:
        "Automated tests find only about 30–40% of possible barriers. Check keyboard operation, alternative texts and plain language by hand as well.",
      unlockTitle: "Unlock the full report",
      unlockText:
        "The full report shows every affected element, guidance on fixing it, the points to check by hand and the mapping to WCAG, EN 301 549 and the BFSG – for all subpages of your website.",
      unlock: "Unlock full report",
      another: "Test another address",
    },
    failed: {
      title: "We couldn't scan this site.",
      message:
        "This may be due to an invalid URL or the site blocking automated tools (e.g., via robots.txt, captchas, or other bot protections).",
      detailLabel: "Details",
      errors: {
        invalid_url: "The address is not a web address a browser can open.",
        blocked_target:
          "The address, or a place it redirects to, is not publicly reachable. For security reasons we only test public websites.",
        dns_failed: "The domain name does not exist or cannot be resolved at the moment.",
        unreachable: "The server refused the connection or did not answer.",
        timeout: "The page did not finish loading in time.",
        http_error: "The server answered with an error (for example 404 or 500).",
        not_html: "This address holds another kind of file, not a web page.",
        too_large: "The page is too large or loads too many files.",
        report_too_large:
          "The page has more findings than a report can hold. Please scan smaller, individual pages.",
        site_report_too_large:
          "The website has more findings than a report can hold. Please scan individual sections or pages of the website.",
        browser_error: "The browser ran into an error while loading the page.",
        internal: "Something went wrong on our side. Please try again later.",
        unregistered_site:
          "The address forwards to another website that is not registered in your plan, and your plan has no free place for it, so we did not scan it. Scan the target address directly or remove a registered website.",
        login_failed:
          "Signing in with this website's stored sign-in did not work. Check it with a trial run under “Sign-in and flows”.",
      },
      retry: "Test another address",
    },
    claim: {
      title: "Keep this scan",
      text: "With an account and a plan you take this scan into your scans and see the full report.",
      button: "Add to my scans",
      signIn: "Sign in and keep it",
      busy: "Adding …",
      claimed: "The free scan is now saved in your scans. Here is its full report.",
      unlockedTitle: "Your plan is active",
      unlockedText: "Add this scan to your scans: you will then see the full report with all results.",
    },
    impacts: { critical: "Critical", serious: "Serious", moderate: "Moderate", minor: "Minor" },
  },
  home: {
    meta: {
      title: "Check your website's accessibility",
    },
    hero: {
      kicker: "Accessibility testing against WCAG and the BFSG",
      title: "Find your website's barriers before your customers do.",
      lead: "Klarsicht tests your website automatically against WCAG 2.x and the German Accessibility Strengthening Act (BFSG) and explains every finding so that your team can fix it.",
      bfsgNote: "The BFSG has applied since 28 June 2025.",
      secondary: "See the plans",
    },
    stats: {
      title: "Results at a glance",
      intro: "Figures from our database, continuously updated.",
      scans: "Scans finished in the last 30 days",
      averageIssues: "Average issues per website",
      empty: "No scans in the last 30 days yet – your website can be the first.",
    },
    features: {
      title: "What Klarsicht checks for you",
      intro: "One tool for the whole way: from the first test to documented accessibility.",
      items: [
        {
          title: "Testing against WCAG 2.1 and 2.2",
          text: "We test your pages against the level A and AA success criteria; the Pro plan adds WCAG 2.2 and the Enterprise plan AAA.",
        },
        {
          title: "Mapped to the BFSG and EN 301 549",
          text: "Every finding names the WCAG success criterion and the EN 301 549 clause on which the BFSG relies.",
        },
        {
          title: "All subpages",
          text: "Not just the home page: Klarsicht finds your subpages through the sitemap and links and checks the whole site.",
        },
        {
          title: "Reports you can act on",
          text: "Every issue with the affected element, its severity and guidance on how to fix it – in German and English.",
        },
        {
          title: "Your scan history",
          text: "With an account you keep your reports and see what is new and what has been fixed since the last scan.",
        },
        {
          title: "Privacy made in Europe",
          text: "We store only what a scan needs, set no tracking cookies and explain openly what we process.",
        },
      ],
    },
    explanations: {
      title: "What it is about",
      intro: "Three terms every website owner should know.",
      items: [
        {
          title: "BFSG",
          text: "Since 28 June 2025, the German Accessibility Strengthening Act requires many businesses to make their digital offerings for consumers accessible, such as online shops and banking services.",
          link: "More about the BFSG",
          href: "/bfsg",
        },
        {
          title: "EAA",
          text: "The European Accessibility Act (Directive (EU) 2019/882) is the EU directive behind the BFSG. It applies in all member states.",
          link: "More about the European Accessibility Act",
          href: "/eaa",
        },
        {
          title: "WCAG",
          text: "The W3C's Web Content Accessibility Guidelines describe how web content becomes perceivable, operable, understandable and robust. Level AA is the usual benchmark.",
          link: "More about WCAG",
          href: "/wcag",
        },
      ],
      honesty:
        "To be honest: automated tests find only about 30–40% of possible barriers. That is why Klarsicht also tells you what to check by hand.",
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "Does my website have to be accessible?",
          answer:
            "If you offer services to consumers in electronic commerce, such as an online shop, the BFSG usually applies to you since 28 June 2025. Micro-enterprises with fewer than 10 employees and an annual turnover of at most 2 million euros are exempt for services.",
        },
        {
          question: "Does an automated test find every barrier?",
          answer:
            "No. Automated tests find only about 30–40% of possible violations. Whether an alternative text is meaningful or keyboard operation is logical needs a human to judge. Our reports tell you what else to check by hand.",
        },
        {
          question: "Which standards does Klarsicht test against?",
          answer:
            "We test against WCAG 2.1 levels A and AA, which form the technical basis of the BFSG through EN 301 549. The Pro plan adds WCAG 2.2, the Enterprise plan level AAA.",
        },
        {
          question: "What does a test cost?",
          answer:
            "The first test of a single page is free. For full reports and tests of all subpages, choose a plan – monthly or as a one-time payment.",
        },
        {
          question: "What happens to my data?",
          answer:
            "We store the tested address and the results so that you can open your report. We use no tracking or advertising cookies. Our privacy policy has the details.",
        },
      ],
    },
    freeTest: {
      title: "Test for free now",
      text: "Enter your website's address and get a first evaluation within seconds.",
    },
  },
  pricing: {
    title: "Pricing",
    intro: "Choose the plan that fits your websites. Prices exclude VAT.",
    billingLegend: "Billing",
    billing: { monthly: "Monthly", once: "One-time" },
    perMonth: "per month",
    oneTime: "one-time",
    custom: "Custom pricing",
    recommended: "Recommended",
    plans: {
      basic: {
        name: "Basic",
        description: "For one website and its subpages.",
        features: ["1 domain", "All subpages", "WCAG A and AA"],
        cta: "Choose Basic",
      },
      pro: {
        name: "Pro",
        description: "For agencies and several websites.",
        features: ["5 domains", "WCAG 2.2 scans", "Advanced analyses", "Everything in Basic"],
        cta: "Choose Pro",
      },
      enterprise: {
        name: "Enterprise",
        description: "For large organisations with special requirements.",
        features: ["Unlimited domains", "Dedicated support", "WCAG AAA", "Advanced analyses"],
        cta: "Contact sales",
      },
    },
  },
  setup: {
    meta: { title: "Choose a plan" },
    title: "Choose your plan",
    chosen: {
      title: "Your choice: {{plan}}",
      text: "Choose how you would like to pay. Then you continue to the payment page of our payment provider Stripe.",
      billing: "Payment",
      continue: "Continue to payment",
      busy: "Opening the payment page …",
    },
    lead: "With a plan you test whole websites, keep your reports and follow your progress from scan to scan.",
    signInNote: "To buy, sign in or create an account.",
    needsPlan:
      "You are signed in but have no plan yet. Your scans, reports and profile come with a plan – that is why “Scans” and “Profile” lead here. Choose a plan below; you can still test single pages for free on the home page.",
    pendingClaim:
      "Your free scan is waiting: as soon as your plan is active, we add it to your scans and show you the full report.",
    cancelled: "The purchase was cancelled. Nothing was charged.",
    changePlan:
      "You already have a subscription ({{plan}}). A monthly plan therefore takes you to the customer portal of our payment provider Stripe: there your subscription is changed and the difference prorated, instead of starting a second one.",
    settlePlan:
      "A payment for your subscription ({{plan}}) is outstanding. A monthly plan therefore takes you to Stripe's customer portal: there you settle the payment or cancel the subscription before starting a new one.",
    errors: {
      invalidChoice: "Please choose a plan and a billing option.",
      unavailable: "Buying is not possible right now. Please try again later or write to us.",
    },
  },
  login: {
    meta: { title: "Login" },
    title: "Login",
    failed: "Signing in did not work. Please try again.",
    cancelled: "You cancelled the sign-in. You are not signed in; you can try again at any time.",
    unavailable: "Signing in is not available right now. Please try again later.",
    retry: "Sign in again",
    freeTest: "Test for free",
    contact: "Get in touch",
  },
  contact: {
    meta: {
      title: "Contact",
      description: "Write to us: questions about Klarsicht, accessibility or an offer.",
    },
    title: "Contact",
    lead: "Questions about Klarsicht, your website's accessibility or an Enterprise offer? We usually reply within two working days.",
    formTitle: "Send a message",
    required: "required",
    requiredNote: "All fields are required.",
    fields: {
      email: "Email address",
      subject: "Subject",
      message: "Message",
      honeypot: "Please leave this field empty",
    },
    hints: {
      message: "At least 10, at most 5,000 characters.",
      copyTo: "We send a copy of your message to {{email}} if you write from this address.",
      copyVerifiedOnly: "We send a copy of your message only to the verified address of a signed-in account.",
    },
    send: "Send",
    sending: "Sending …",
    success: "Thank you! Your message has reached us. We will get back to you soon.",
    copySent: "A copy of your message is on its way to {{email}}.",
    errorSummary: "Please correct the marked fields:",
    sendFailed: "An error occurred while sending your message. Please try again later.",
    errors: {
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address, for example name@example.com.",
      emailTooLong: "The email address is too long (254 characters at most).",
      subjectRequired: "Please enter a subject.",
      subjectTooShort: "The subject is too short (3 characters at least).",
      subjectTooLong: "The subject is too long (150 characters at most).",
      messageRequired: "Please write us a message.",
      messageTooShort: "The message is too short (10 characters at least).",
      messageTooLong: "The message is too long (5,000 characters at most).",
    },
    enterpriseSubject: "Enterprise plan enquiry",
  },
  notFound: {
    meta: { title: "Page not found" },
    title: "Page not found",
    text: "The page you are looking for does not exist or no longer exists. One of these links may help.",
    home: "Go to the home page",
    contact: "Get in touch",
  },
  errorPage: {
    title: "An error occurred",
    text: "Sorry, something went wrong. Please reload the page or try again later.",
    status: "Error code {{status}}",
    home: "Go to the home page",
  },
  common: {
    requestRejected: "The request was rejected because it did not come from this website.",
    formUnreadable: "The request was rejected because its form could not be read.",
  },
  laws,
  workspace,
  legal,
  legalPages,
  account,
  crawler,
  act,
  report,
  coverage,
  statement,
  statementRefresh,
  freeScanLimits,
  sites,
  siteAccess,
  mail,
  paging,
  api,
  webhooks,
  branding,
  trackers,
  share,
  pictures,
  inventory,
  assessment,
  turnstile,
  emailVerification,
  billing,
};

export default en;

import type deLegal from "../de/legal";
import type { Translation } from "../types";

/**
 * Imprint and privacy policy. Operator details (name, address, contact, register) are not stored here;
 * they come from configuration (IMPRINT_* and PRIVACY_CONTACT_EMAIL).
 * `{email}` is replaced on the page by a link to the privacy contact address.
 */
const legal: Translation<typeof deLegal> = {
  imprint: {
    meta: {
      title: "Imprint",
      description:
        "Imprint of Klarsicht: provider, address and contact under Section 5 DDG, person responsible for content under Section 18 (2) MStV, and notes on dispute resolution.",
    },
    hero: {
      kicker: "Legal",
      title: "Imprint",
      lead: "Information pursuant to Section 5 of the German Digital Services Act (DDG) and Section 18 (2) of the German Interstate Media Treaty (MStV).",
    },
    provider: {
      title: "Service provider",
      intro: "This website and the Klarsicht service are provided by:",
      labels: {
        name: "Name or company",
        representative: "Represented by",
        address: "Address",
        register: "Register entry",
        vatId: "VAT identification number under Section 27a UStG",
      },
    },
    contact: {
      title: "Contact",
      intro: "You can reach us quickly and directly as follows:",
      labels: {
        email: "Email",
        phone: "Phone",
      },
    },
    responsible: {
      title: "Responsible for content",
      intro: "Responsible for journalistic and editorial content under Section 18 (2) MStV:",
    },
    disputes: {
      title: "Dispute resolution",
      odr: {
        title: "EU online dispute resolution",
        text: "The European Commission discontinued its online dispute resolution platform (ODR platform) on 20 July 2025 (Regulation (EU) 2024/3228). We therefore no longer refer or link to it.",
      },
      consumer: {
        title: "Consumer dispute resolution",
        text: "Notice under Section 36 of the German Consumer Dispute Resolution Act (VSBG): we are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.",
      },
    },
    links: {
      title: "Liability for links",
      paragraphs: [
        "Our website contains links to third-party websites whose content we cannot control. The respective provider or operator is always responsible for the content of linked pages.",
        "We checked the linked pages for possible legal violations when we added the links; no unlawful content was apparent at that time. Permanent monitoring of linked pages is not reasonable without concrete indications of an infringement. As soon as we become aware of any infringement, we will remove the link concerned without delay.",
      ],
    },
    privacy: {
      title: "Data protection",
      textBefore: "To learn how we process personal data and what rights you have, please read our ",
      linkLabel: "privacy policy",
      textAfter: ".",
    },
  },

  privacy: {
    meta: {
      title: "Privacy policy",
      description:
        "Which data Klarsicht processes when you visit the website, run a free scan, use the contact form, sign in and pay – and what rights you have.",
    },
    hero: {
      kicker: "Legal",
      title: "Privacy policy",
      lead: "This page explains which personal data we process when you use Klarsicht, why we need it, who receives it and what rights you have (Art. 13 GDPR).",
      updated: "Last updated: November 2026",
    },
    toc: {
      title: "Contents",
    },
    summary: {
      title: "At a glance",
      items: [
        "We only process the data we need to run the website, perform accessibility scans, answer your enquiries, and provide your account and subscription.",
        "We do not use tracking, analytics or advertising cookies, and we do not build usage profiles.",
        "We do not sell your data and do not use it for advertising.",
        "Our service providers Cloudflare, Stripe and Auth0 process some data in the United States; these transfers are safeguarded by the EU–US Data Privacy Framework and standard contractual clauses.",
        "You can request access to, rectification and erasure of your data, and you can object at any time to processing based on legitimate interests (Art. 21 GDPR).",
      ],
    },
    controller: {
      title: "Controller",
      intro:
        "The controller responsible for processing personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is:",
      labels: {
        name: "Name or company",
        representative: "Represented by",
        address: "Address",
        email: "Email",
        phone: "Phone",
        privacyEmail: "Contact for data protection matters",
      },
      imprintBefore: "You will find further details about the provider in our ",
      imprintLabel: "imprint",
      imprintAfter: ".",
    },
    processing: {
      title: "What data we process and why",
      intro:
        "For each part of our service, we explain which data is involved, what we use it for, on which legal basis, and how long we keep it.",
      labels: {
        data: "Data",
        purpose: "Purpose",
        legalBasis: "Legal basis",
        retention: "Retention period",
      },
      visit: {
        title: "Visiting the website",
        text: [
          "Our website runs on Cloudflare's infrastructure (Cloudflare Workers). When you open a page, your browser necessarily transmits data that is recorded in logs (server logs). We only analyse these logs when this is necessary to fix errors or to fend off an attack.",
        ],
        data: [
          "IP address",
          "date and time of the request",
          "requested address (URL)",
          "browser identifier (user agent)",
        ],
        purpose:
          "Delivering the website, secure and stable operation, detecting and defending against attacks and abuse (such as denial-of-service attacks).",
        legalBasis:
          "Art. 6 (1) (f) GDPR. Our legitimate interest is to provide the website securely and reliably.",
        retention:
          "No more than 7 days; the logs are then deleted automatically. Longer only for as long as necessary to investigate a specific security incident.",
      },
      cookies: {
        title: "Cookies and local storage",
        text: [
          "Cookies are small text files that your browser stores for a website. A website can also keep settings in your browser's local storage (localStorage). We use both only where strictly necessary for the functions you request. Under Section 25 (2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG), this does not require consent.",
          "We do not use tracking, analytics or advertising cookies or any similar techniques. Specifically, we store:",
        ],
        labels: {
          purpose: "Purpose",
          duration: "Storage period",
        },
        items: [
          {
            title: "Cookie “locale”",
            purpose:
              "Stores the language you chose (German or English) so that we deliver pages in that language.",
            duration: "1 year",
          },
          {
            title: "Local storage entry “locale”",
            purpose: "Mirrors the language setting in the browser so that all pages use it consistently.",
            duration: "Until you delete the entry",
          },
          {
            title: "Local storage entry “color-scheme”",
            purpose:
              "Stores the colour mode (light, dark or following your system setting) once you switch it.",
            duration: "Until you delete the entry",
          },
          {
            title: "Session cookie (only after signing in)",
            purpose: "Keeps you signed in and protects your account against access by others.",
            duration: "Until you sign out, at the latest until the session expires",
          },
        ],
        legalBasis:
          "Section 25 (2) no. 2 TDDDG for storing and reading information on your device. For further processing, Art. 6 (1) (f) GDPR for language and colour mode (our legitimate interest: showing the website the way you chose) and Art. 6 (1) (b) GDPR for the session cookie (providing your account).",
        notes: [
          "Local storage entries never leave your browser. You can delete cookies and local storage at any time in your browser settings; the website then returns to its default settings.",
          "When you sign in through our identity provider Auth0 or pay through Stripe, these providers set cookies on their own pages that are required for signing in or paying. Their privacy notices also apply (see “Recipients and processors”).",
        ],
      },
      scan: {
        title: "Free accessibility scan",
        text: [
          "When you have an address scanned, an automated browser (Cloudflare Browser Rendering) opens that page from Cloudflare's servers and checks it for barriers. The operator of the scanned website sees a request from Cloudflare, not your IP address.",
          "We protect this form and the contact form against automated programs with Cloudflare Turnstile (Art. 6(1)(f) GDPR, our legitimate interest: protection against abuse). For this your browser loads a script from Cloudflare that sends your IP address and technical characteristics of your browser to Cloudflare; Cloudflare only tells us whether the check was passed.",
          "The results may contain excerpts from the source code of the scanned page, such as the affected HTML element. If the page publishes personal data, for example names in its imprint, that data may appear in such excerpts.",
        ],
        data: [
          "the address (URL) you entered",
          "the scan results, that is the violations found, with excerpts from the scanned page",
          "your IP address, to limit the number of free scans",
        ],
        purpose:
          "Performing the scan you requested and showing the report; protecting the service against abuse and overload by limiting free scans (rate limiting); aggregated statistics without personal reference, such as the number of scans performed.",
        legalBasis:
          "Art. 6 (1) (b) GDPR for performing the scan you requested. Art. 6 (1) (f) GDPR for rate limiting by IP address (our legitimate interest: protection against abuse) and for data published on the scanned page (our legitimate interest: checking accessibility).",
        retention:
          "The IP address only for the rate-limiting window, no more than 24 hours. We do not link the address and results to any person; we keep them so that the report remains available and can feed into aggregated statistics, and delete them as soon as they are no longer needed for these purposes.",
      },
      contact: {
        title: "Contact form",
        text: [
          "When you write to us through the contact form, we store your details in our database (Cloudflare D1) in order to handle your enquiry and reply to you.",
        ],
        data: ["email address", "subject", "message", "language of the page when sent and time of receipt"],
        purpose: "Handling and answering your enquiry.",
        legalBasis:
          "Art. 6 (1) (b) GDPR where your enquiry concerns a contract with us or steps prior to entering into one; otherwise Art. 6 (1) (f) GDPR (our legitimate interest: answering enquiries).",
        retention:
          "Until your enquiry has been dealt with, and no later than 12 months after the conversation ends, unless statutory retention duties apply (for example 6 years for business correspondence under Section 257 HGB and Section 147 AO).",
      },
      account: {
        title: "User account and sign-in",
        text: [
          "For a subscription, you sign in through our identity provider Auth0 (using OpenID Connect). Your credentials, such as your password, are managed by the identity provider; we never receive them. After you sign in successfully, the provider sends us the details listed below, and we set a session cookie.",
        ],
        data: [
          "name",
          "email address",
          "whether your email address has been verified",
          "your user ID at the identity provider",
        ],
        purpose:
          "Setting up and managing your account, secure sign-in, and linking your subscription and scans to your account.",
        legalBasis: "Art. 6 (1) (b) GDPR (contract for the use of Klarsicht).",
        retention:
          "For as long as your account exists. When you delete your account, we delete this data unless statutory retention duties apply.",
      },
      payment: {
        title: "Subscription and payment",
        text: [
          "Payments are handled by the payment service provider Stripe. You enter your payment details, such as your card number or bank details, directly with Stripe; they never reach our servers. Stripe processes some payment data as an independent controller, for example to prevent fraud and to meet its own legal obligations.",
        ],
        data: [
          "with us: your Stripe customer ID, the plan you chose, the status of your subscription, and the addresses (URLs) you registered together with their scan results",
          "with Stripe: payment and billing data such as name, email address, billing address, payment method and payment transactions",
        ],
        purpose:
          "Concluding and running your subscription, billing, scanning your registered addresses, and meeting tax and commercial law obligations.",
        legalBasis:
          "Art. 6 (1) (b) GDPR (performance of the contract); Art. 6 (1) (c) GDPR in conjunction with Section 147 AO, Section 257 HGB and Section 14b UStG for retaining accounting records.",
        retention:
          "For the term of the contract; we delete registered addresses and their scan results when the contract ends or you delete your account. We keep accounting records for as long as the law requires: books and annual financial statements 10 years, accounting vouchers such as invoices 8 years, business correspondence 6 years, each counted from the end of the calendar year (Section 147 AO, Section 257 HGB, Section 14b UStG).",
      },
    },
    recipients: {
      title: "Recipients and processors",
      intro:
        "We only share your data with service providers we need to run Klarsicht. Where they act on our behalf, we have concluded data processing agreements with them under Art. 28 GDPR.",
      labels: {
        address: "Address",
        role: "Task",
        transfer: "Transfer to the United States",
      },
      items: [
        {
          name: "Cloudflare, Inc.",
          address: "101 Townsend St., San Francisco, CA 94107, USA",
          role: "Hosting and delivery of the website (Cloudflare Workers), database (Cloudflare D1), protection against attacks, and running the scans (Cloudflare Browser Rendering).",
          transfer:
            "Cloudflare is certified under the EU–US Data Privacy Framework; standard contractual clauses of the European Commission apply in addition.",
          policyLabel: "Cloudflare privacy policy",
          policyUrl: "https://www.cloudflare.com/privacypolicy/",
        },
        {
          name: "Stripe Payments Europe, Limited",
          address: "1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland",
          role: "Payment processing and invoicing for subscriptions.",
          transfer:
            "Stripe also transfers data to Stripe, Inc. in the United States, which is certified under the EU–US Data Privacy Framework; standard contractual clauses of the European Commission apply in addition.",
          policyLabel: "Stripe privacy policy",
          policyUrl: "https://stripe.com/privacy",
        },
        {
          name: "Okta, Inc. (Auth0)",
          address: "100 First Street, San Francisco, CA 94105, USA",
          role: "Identity provider for signing in to your user account.",
          transfer:
            "Okta is certified under the EU–US Data Privacy Framework; standard contractual clauses of the European Commission apply in addition.",
          policyLabel: "Okta (Auth0) privacy policy",
          policyUrl: "https://www.okta.com/privacy-policy/",
        },
      ],
      others:
        "Beyond this, we only disclose personal data where we are legally obliged to do so, for example to tax authorities, or where it is necessary to establish or defend legal claims.",
    },
    transfers: {
      title: "Transfers to third countries",
      paragraphs: [
        "Cloudflare, Stripe and Okta (Auth0) are companies based in the United States or with a parent company there. Personal data may therefore be transferred to and processed in the United States (Art. 44 et seq. GDPR).",
        "On 10 July 2023, the European Commission adopted an adequacy decision for the EU–US Data Privacy Framework (Art. 45 GDPR). Transfers to companies certified under this framework are therefore permitted, and all three providers named above are certified. In addition, our contracts with them include the European Commission's standard contractual clauses (Art. 46 (2) (c) GDPR), which would continue to apply if the adequacy decision ceased to apply.",
      ],
      linkBefore: "You can check whether a company is certified in the US Department of Commerce's ",
      linkLabel: "list of Data Privacy Framework participants",
      linkAfter: ".",
      url: "https://www.dataprivacyframework.gov/list",
    },
    retention: {
      title: "Retention periods at a glance",
      intro:
        "We delete personal data as soon as the purpose of processing no longer applies and no statutory retention duties require us to keep it. In detail:",
      items: [
        {
          label: "Server logs",
          value: "No more than 7 days; longer only to investigate a specific security incident.",
        },
        {
          label: "IP address for free scans",
          value: "No more than 24 hours.",
        },
        {
          label: "Address and results of free scans",
          value:
            "Not linked to any person; kept until no longer needed for the report and the aggregated statistics.",
        },
        {
          label: "Messages sent through the contact form",
          value:
            "Until your enquiry has been dealt with, no later than 12 months after the conversation ends, subject to statutory retention duties.",
        },
        {
          label: "User account",
          value: "Until the account is deleted.",
        },
        {
          label: "Registered addresses and their scan results",
          value: "Until the contract ends or the account is deleted.",
        },
        {
          label: "Accounting records",
          value:
            "Accounting vouchers such as invoices 8 years, books and annual financial statements 10 years, business correspondence 6 years (Section 147 AO, Section 257 HGB, Section 14b UStG).",
        },
        {
          label: "Cookies and local storage",
          value:
            "Cookie “locale” 1 year; session cookie until you sign out; local storage entries until you delete them.",
        },
      ],
    },
    rights: {
      title: "Your rights",
      intro: "You have the following rights with regard to the personal data concerning you:",
      items: [
        {
          title: "Access (Art. 15 GDPR)",
          text: "You can ask whether and which data we process about you and receive a copy of that data.",
        },
        {
          title: "Rectification (Art. 16 GDPR)",
          text: "You can ask us to correct inaccurate data and to complete incomplete data.",
        },
        {
          title: "Erasure (Art. 17 GDPR)",
          text: "You can ask us to erase your data where we no longer need it or are no longer allowed to process it, and no retention duty applies.",
        },
        {
          title: "Restriction of processing (Art. 18 GDPR)",
          text: "You can ask us to restrict the processing of your data, for example while the accuracy of the data is being checked.",
        },
        {
          title: "Data portability (Art. 20 GDPR)",
          text: "On request, you receive the data you provided to us and that we process automatically on the basis of a contract in a structured, commonly used and machine-readable format, including for transmission to another controller.",
        },
        {
          title: "Objection (Art. 21 GDPR)",
          text: "You can object to processing based on legitimate interests. See the next section for details.",
        },
        {
          title: "Withdrawal of consent (Art. 7 (3) GDPR)",
          text: "You can withdraw any consent you have given at any time with effect for the future; this does not affect the lawfulness of processing carried out before the withdrawal. At present, none of the processing described here is based on consent.",
        },
        {
          title: "Complaint (Art. 77 GDPR)",
          text: "You can lodge a complaint with a data protection supervisory authority. See the section “Right to lodge a complaint with a supervisory authority” for details.",
        },
      ],
      contact:
        "To exercise your rights, an informal message to {email} is enough. So that we do not disclose your data to unauthorised persons, we may ask you to prove your identity.",
    },
    objection: {
      title: "Your right to object (Art. 21 GDPR)",
      paragraphs: [
        "Where we process your data on the basis of legitimate interests (Art. 6 (1) (f) GDPR), you have the right to object to this processing at any time on grounds relating to your particular situation.",
        "We will then stop processing your data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.",
        "We do not use your data for direct marketing.",
      ],
      contact: "Your objection does not need to take any particular form; a message to {email} is enough.",
    },
    complaint: {
      title: "Right to lodge a complaint with a supervisory authority",
      paragraphs: [
        "If you believe that the processing of your data infringes the GDPR, you can lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement.",
        "The authority responsible for us is the data protection supervisory authority of the German federal state in which we have our registered office (see the address under “Controller”).",
      ],
    },
    automated: {
      title: "No automated decision-making",
      text: "We do not make decisions based solely on automated processing that produce legal effects concerning you or similarly significantly affect you, and we do not carry out profiling (Art. 22 GDPR). Our automated scans assess the accessibility of websites, not people.",
    },
    requirement: {
      title: "Whether you have to provide data",
      intro:
        "You are under no legal or contractual obligation to provide us with personal data. Without certain details, however, we cannot offer some functions:",
      items: [
        "Without transmitting your IP address, your browser cannot technically load our website.",
        "Without an address (URL), we cannot perform a scan.",
        "Without your email address, we cannot reply to your message sent through the contact form.",
        "Without the details from signing in with the identity provider, we cannot set up a user account for you.",
        "Without payment and billing details, we cannot conclude a subscription contract.",
      ],
    },
    security: {
      title: "Data security",
      text: "We protect your data with technical and organisational measures under Art. 32 GDPR. These include encrypted transmission via TLS (recognisable by “https://” in your browser's address bar) and access to our database restricted to what is necessary.",
    },
    changes: {
      title: "Changes to this privacy policy",
      text: "We update this privacy policy when our service, our service providers or the legal situation change. The version published on this page applies; its date is shown at the top of the page.",
    },
  },
};

export default legal;

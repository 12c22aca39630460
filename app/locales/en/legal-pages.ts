import type deLegalPages from "../de/legal-pages";
import type { Translation } from "../types";

/**
 * The provider's own legal texts for Klarsicht: terms, withdrawal information with the model withdrawal
 * form, and our own accessibility statement. Provider details are not stored here; they come from
 * configuration (IMPRINT_*). `{{company}}` is replaced on the page by the provider's name.
 */
const legalPages: Translation<typeof deLegalPages> = {
  terms: {
    meta: {
      title: "Terms and conditions",
      description:
        "The terms and conditions for using Klarsicht: services, conclusion of contract, prices, term, cancellation and liability.",
    },
    hero: {
      kicker: "Legal",
      title: "Terms and conditions",
      lead: "These terms apply to every contract about the use of Klarsicht that you conclude with us.",
      updated: "Last updated: November 2026",
    },
    providerTitle: "Provider",
    sections: [
      {
        id: "scope",
        title: "§ 1 Scope",
        paragraphs: [
          "These terms and conditions apply to all contracts about the use of the Klarsicht service between {{company}} (“we”) and you as a customer. The provider's address and contact details are given above.",
          "They apply to consumers (Section 13 of the German Civil Code, BGB) as well as to businesses (Section 14 BGB). Where a rule applies to only one of these groups, this is said expressly.",
          "Differing terms of a business apply only if we have expressly agreed to them in text form.",
        ],
      },
      {
        id: "services",
        title: "§ 2 Services",
        paragraphs: [
          "Klarsicht checks websites automatically for barriers under the Web Content Accessibility Guidelines (WCAG) and shows which requirements of the German Accessibility Strengthening Act (BFSG) are affected.",
          "Without an account you can have a single page checked free of charge and see a preview of the results. With a plan (Basic, Pro or Enterprise) you register as many websites as your plan allows, have them checked whole or page by page, get the full reports, can download them and can draft an accessibility statement. What a plan includes in detail is stated in the plan overview at the time of your order.",
          "Automated tests find only part of the possible barriers; many criteria can only be judged by people. Our reports are therefore no confirmation that a website is accessible or meets legal requirements, and no legal advice.",
        ],
      },
      {
        id: "contract",
        title: "§ 3 Conclusion of contract",
        paragraphs: [
          "The presentation of the plans on our website is not a binding offer. You sign in, choose a plan and a way of paying and are taken to the payment page of our payment provider Stripe. There you check your details and make a binding offer by clicking the button that completes the paid order.",
          "The contract is concluded as soon as your payment is confirmed and we activate your plan. You see this in your account and receive a confirmation by email.",
          "The contract is concluded in German or English, depending on the language in which you use the website. You can view, print or save these terms on this page at any time.",
        ],
      },
      {
        id: "prices",
        title: "§ 4 Prices and payment",
        paragraphs: [
          "The prices in the plan overview at the time of the order apply. They are stated plus statutory VAT; you see the total price including VAT on the payment page before you complete the order.",
          "You pay through Stripe with one of the payment methods offered there. A monthly plan is due in advance at the start of each billing month, a one-time payment with the order.",
        ],
      },
      {
        id: "term",
        title: "§ 5 Term and cancellation",
        paragraphs: [
          "A monthly plan runs for one month and renews for another month each time unless you cancel it before. You can cancel at any time with effect from the end of the current billing month, for example in the customer portal that you reach from your profile, or with a message to us.",
          "A one-time payment does not renew and commits you to no further payments. The access it activates is not limited in time; it ends if the payment is refunded.",
          "The right of both parties to terminate for good cause remains unaffected.",
        ],
      },
      {
        id: "duties",
        title: "§ 6 Your obligations",
        paragraphs: [
          "You have only websites checked that you operate or for which you have the operator's permission. You do not use Klarsicht to overload other systems or to get around protective measures.",
          "Keep your sign-in details secret and tell us if you suspect that someone unauthorised knows them.",
        ],
      },
      {
        id: "availability",
        title: "§ 7 Availability",
        paragraphs: [
          "We strive to keep Klarsicht available at all times. Maintenance, disruptions at service providers and events beyond our control may limit its use at times. Checks interrupted by them are continued or repeated.",
        ],
      },
      {
        id: "liability",
        title: "§ 8 Liability",
        paragraphs: [
          "We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and where we have given a guarantee.",
          "For slight negligence we are liable only for breaches of essential contractual obligations, that is obligations whose fulfilment makes the performance of the contract possible in the first place and on whose observance you may regularly rely. In this case liability is limited to the foreseeable damage typical for the contract.",
          "Otherwise liability is excluded. These rules also apply to our legal representatives and vicarious agents.",
        ],
      },
      {
        id: "privacy",
        title: "§ 9 Data protection",
        paragraphs: [
          "How we process personal data is explained in our privacy policy. We process the content of the websites you have checked only to carry out the check and to show you the results.",
        ],
      },
      {
        id: "withdrawal",
        title: "§ 10 Right of withdrawal for consumers",
        paragraphs: [
          "As a consumer you have a statutory right of withdrawal. The details and a model withdrawal form are in our information on the right of withdrawal.",
        ],
      },
      {
        id: "final",
        title: "§ 11 Final provisions",
        paragraphs: [
          "The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers this choice of law applies only insofar as it does not deprive them of the protection of mandatory provisions of the state in which they have their habitual residence.",
          "If you are a merchant, a legal entity under public law or a special fund under public law, the place of jurisdiction for all disputes arising from this contract is our registered office.",
          "We do not take part in dispute resolution proceedings before a consumer arbitration board (see the imprint).",
          "Should a provision of these terms be invalid, the remaining provisions remain valid.",
        ],
      },
    ],
    links: {
      withdrawal: "Right of withdrawal",
      privacy: "Privacy policy",
      imprint: "Imprint",
    },
  },

  withdrawal: {
    meta: {
      title: "Right of withdrawal",
      description:
        "Information on the right of withdrawal for consumers who book a Klarsicht plan, with the model withdrawal form.",
    },
    hero: {
      kicker: "Legal",
      title: "Right of withdrawal",
      lead: "If you book a Klarsicht plan as a consumer, you have a right of withdrawal. It does not apply to businesses.",
    },
    right: {
      title: "Right of withdrawal",
      paragraphs: [
        "You have the right to withdraw from this contract within fourteen days without giving any reason.",
        "The withdrawal period will expire after fourteen days from the day of the conclusion of the contract.",
        "To exercise the right of withdrawal, you must inform us",
      ],
      after:
        "of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the attached model withdrawal form, but it is not obligatory.",
      deadline:
        "To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.",
    },
    consequences: {
      title: "Effects of withdrawal",
      paragraphs: [
        "If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.",
        "If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated us your withdrawal from this contract, in comparison with the full coverage of the contract.",
      ],
    },
    expiry: {
      title: "Note on early expiry",
      text: "Your right of withdrawal expires when we have performed the service in full and began performing it only after you gave your express consent and confirmed that you lose your right of withdrawal once the contract has been fully performed (Section 356 (4) BGB).",
    },
    form: {
      title: "Model withdrawal form",
      intro: "(Complete and return this form only if you wish to withdraw from the contract.)",
      to: "To",
      lines: [
        "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)",
        "Ordered on (*)/received on (*)",
        "Name of consumer(s)",
        "Address of consumer(s)",
        "Signature of consumer(s) (only if this form is notified on paper)",
        "Date",
      ],
      note: "(*) Delete as appropriate.",
    },
    contactLabels: {
      address: "Address",
      email: "Email",
      phone: "Phone",
    },
  },

  accessibility: {
    meta: {
      title: "Accessibility statement",
      description:
        "Klarsicht's own accessibility statement: made with our own generator from a check of our own website.",
    },
    hero: {
      kicker: "Legal",
      lead: "Our own generator made this statement from an automated check of our own website with our own scanner, just as Klarsicht does for our customers' websites.",
    },
    own: {
      serviceDescription:
        "On {{site}} we offer Klarsicht, a service that checks the accessibility of websites. You can have a single page checked free of charge, book a plan, register your websites and have them checked whole, view and download the reports, and draft an accessibility statement.",
      howItWorks:
        "Klarsicht is used in a web browser. You start the free check on the home page with your website's address. For everything else you sign in, choose a plan on the “Pricing” page and pay through our payment provider Stripe. After that you start checks under “Scans”, see your websites under “Websites” and manage your account under “Profile”. Every page can be used with the keyboard and is available in German and English, light and dark.",
      automatedOnly:
        "The automated check of {{pages}} found no violations of WCAG success criteria. Automated tests recognise only part of the possible barriers, however, and we have not yet carried out a manual check. As long as it is missing, we state the requirements as only partially met.",
      measures:
        "We check every change to Klarsicht with the same automated checks before it is published, including the pages after sign-in.",
      scope:
        "All public pages were checked in the light colour mode, each in its language ({{language}}), with axe-core and all of Klarsicht's own checks.",
      noManual:
        "No manual check, for instance by people with a screen reader or the keyboard, took place for this statement. We check the pages after sign-in automatically with every change; they are not included in the figures above.",
      plannedFixes:
        "We fix the barriers listed with the next version of Klarsicht and then make this statement again.",
      noBarriersFound:
        "The automated check found no barriers. We cannot yet rule out barriers that only a manual check shows.",
      language: "English",
      contactLabel: "Contact form",
    },
    madeBy: "Made with Klarsicht's accessibility statement generator from the check of {{date}}.",
  },
};

export default legalPages;

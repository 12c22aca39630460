import type deAccount from "../de/account";
import type { Translation } from "../types";

/**
 * The account pages: profile, run list and run report.
 * A run's failure screen and progress reuse the texts under `scan`.
 */
const account: Translation<typeof deAccount> = {
  meta: {
    profile: "Your profile",
    runs: "Your scans",
    run: "Scan report",
  },
  levels: {
    a: "WCAG 2.1, level A",
    aa: "WCAG 2.1, levels A and AA",
    wcag22: "WCAG 2.2, levels A and AA",
    aaa: "WCAG 2.2, levels A, AA and AAA",
  },
  statuses: {
    queued: "Queued",
    running: "Running",
    done: "Done",
    failed: "Failed",
  },
  registeredSites: {
    title: "Registered websites",
    counts:
      "A website counts towards your plan as soon as a scan of it is running or has finished. If every scan of a new address fails – because it cannot be reached, for example – it takes no place.",
    rule_one:
      "You can remove a registered website to make room for another: one within 30 days. Your scans and reports are kept.",
    rule_other:
      "You can remove registered websites to make room for others: up to {{count}} within 30 days. Your scans and reports are kept.",
    nextRemoval: "You can remove the next website from {{date}}.",
    limit_one: "You have already removed a website in the last 30 days – your plan allows no more.",
    limit_other:
      "You have already removed {{count}} websites in the last 30 days – your plan allows no more.",
    pending: "Its first scan is still running; the website counts while it runs, and stays if it succeeds.",
    remove: "Remove",
    confirm: "Really remove this website? Its place is free at once, and this counts as one removal.",
    confirmYes: "Yes, remove",
    cancel: "Cancel",
    removed: "The website has been removed. Its place is free for another website.",
    empty: "No website registered yet. The first scan that starts registers a website.",
    orRemove: "Or remove a website under “Registered websites” to make room.",
  },
  scanLimits: {
    tooManyRunning_one:
      "{{count}} scan is already running – your plan allows no more at once. Please start the next one when it has finished.",
    tooManyRunning_other:
      "{{count}} scans are already running – your plan allows no more at once. Please start the next one when one has finished.",
    tooManyPerHour_one:
      "You have already started {{count}} scan in the last hour – your plan allows no more. Please try again in {{minutes}} minutes.",
    tooManyPerHour_other:
      "You have already started {{count}} scans in the last hour – your plan allows no more. Please try again in {{minutes}} minutes.",
  },
  newScan: {
    title: "Start a new scan",
    label: "Website address",
    hint: "For example www.your-company.com – we add https:// automatically. A new website is registered in your plan.",
    submit: "Start scan",
    submitting: "Starting …",
    usage_one: "{{used}} of {{count}} website of your plan registered.",
    usage_other: "{{used}} of {{count}} websites of your plan registered.",
    allowanceExceeded_one:
      "Your plan covers one website, and it is registered already. To add another website, upgrade your plan.",
    allowanceExceeded_other:
      "Your plan covers {{count}} websites, and all of them are registered already. To add another website, upgrade your plan.",
    upgrade: "Upgrade your plan",
    level: "Conformance level",
    levelNotInPlan: "This conformance level is not part of your plan.",
    scope: "Scope",
    scopeSite_one: "Whole website – all subpages, up to {{count}} page",
    scopeSite_other: "Whole website – all subpages, up to {{count}} pages",
    scopePage: "This one page only",
    scopeHint:
      "We find the subpages through robots.txt, the sitemaps and the links of your pages. What robots.txt closes to our crawler KlarsichtBot we do not scan.",
  },
  profile: {
    title: "Your profile",
    lead: "Your details, your plan and the websites you test with Klarsicht.",
    updated: "Your details have been saved.",
    details: {
      title: "Personal details",
      name: "Full name",
      email: "Email address",
      emailVerified: "Email address verified",
      noName: "Not given",
      verified: "Yes",
      unverified: "Not verified yet",
      verifyNow: "Verify now",
      verifyHint:
        "Your email address is verified by your sign-in provider: it sends you an email with a link. Open the link, then choose “Verify now”. You will be signed in again, and we ask your sign-in provider whether it has verified the address. Your name and email address here stay as you saved them.",
      verificationDone: "Your email address {{email}} is verified.",
      verificationPending:
        "Your sign-in provider has not verified {{email}} yet. Open the link in its email, then choose “Verify now” again. If the address here differs from the one at your sign-in provider, change it there so that it can be verified.",
    },
    sessions: {
      title: "Sign-ins",
      text: "If you signed in on a shared or lost device: “Log out everywhere” ends every sign-in to Klarsicht, on all devices, this one included.",
      logoutEverywhere: "Log out everywhere",
      confirm: "Really log out everywhere? Every sign-in to Klarsicht ends, this one included.",
    },
    plan: {
      title: "Your plan",
      subscription: "{{plan}} subscription",
      price: "{{price}} per month",
      renews: "Next billing date: {{date}}.",
      pastDue: "The last payment failed. Please check your payment details so that your plan stays active.",
      payments: "One-time payments",
      payment: "{{plan}}, one-time {{price}}, paid on {{date}}",
      paymentUsage_one: "{{used}} of {{count}} website used",
      paymentUsage_other: "{{used}} of {{count}} websites used",
      manageBilling: "Manage billing",
      manageBillingHint:
        "You manage invoices, payment details and cancellation in the customer portal of our payment provider Stripe.",
      portalFailed: "The customer portal cannot be reached right now. Please try again later.",
      morePlans: "See more plans",
    },
    sites: {
      title: "Registered websites",
      usage: "{{used}} of {{total}} used",
      empty: "No website registered yet. Your first scan registers a website.",
    },
    update: {
      open: "Update",
      title: "Update profile",
      close: "Close",
      done: "Done",
      detailsTitle: "Change name and email address",
      name: "Full name",
      email: "Email address",
      identityHint:
        "You keep signing in through your sign-in provider; nothing changes there. We show the email address entered here and use it to contact you. A changed address counts as not verified. The next time you sign in, we take over your name and email address from your sign-in provider again.",
      save: "Save",
      saving: "Saving …",
      errorSummary: "Please correct the marked fields:",
      errors: {
        nameRequired: "Please enter your name.",
        nameTooLong: "The name is too long (at most 100 characters).",
        emailRequired: "Please enter your email address.",
        emailInvalid: "Please enter a valid email address, for example name@example.com.",
        emailTooLong: "The email address is too long (at most 254 characters).",
        emailTaken:
          "This email address is already verified for another account. Please enter a different address.",
      },
    },
  },
  runs: {
    title: "Your scans",
    lead: "All scans of your websites, newest first.",
    checkoutSuccess: "Thank you — your plan is active.",
    activating: {
      title: "Confirming your payment",
      text: "Your plan is active as soon as the payment provider has confirmed the payment. This usually takes only a few seconds; this page refreshes itself.",
      refresh: "Refresh now",
      plans: "Go to the plans",
    },
    deleted: "The scan has been deleted.",
    listTitle: "Previous scans",
    caption: "Your scans, newest first",
    columns: {
      id: "ID",
      url: "URL",
      createdAt: "Created at",
      stats: "Result",
      actions: "Actions",
      delete: "Delete",
    },
    pages: "Pages scanned: {{done}} · found so far: {{found}}",
    discovering: "Finding the site's pages …",
    stats: {
      pages_one: "Pages: {{count}}",
      pages_other: "Pages: {{count}}",
      pagesFailed_one: "{{count}} of them could not be scanned",
      pagesFailed_other: "{{count}} of them could not be scanned",
      siteIssues: "Issues (WCAG violations): {{count}}",
      violations: "Violations: {{count}}",
      incomplete: "Needs manual review: {{count}}",
      passes: "Passes: {{count}}",
      inapplicable: "Not applicable: {{count}}",
    },
    empty: {
      title: "Create your first scan",
      text: "Enter your website's address above. A few seconds later you will see the result here.",
    },
    open: "Open",
    rerun: "Scan again",
    delete: "Delete",
    forUrl: "for {{url}}",
    confirmDelete: "Really delete this scan? Its report will be lost.",
    confirmYes: "Yes, delete",
    cancel: "Cancel",
    pending_one: "{{count}} scan is still running. This page refreshes itself.",
    pending_other: "{{count}} scans are still running. This page refreshes itself.",
    allDone: "All scans have finished.",
    refresh: "Refresh now",
  },
  run: {
    title: "Report for {{host}}",
    scannedAt: "Scanned on {{date}} against {{level}}.",
    backToList: "Back to your scans",
    rerun: "Scan again",
    summaryTitle: "Summary",
    facts: {
      url: "Scanned address",
      finalUrl: "Address reached after redirects",
      level: "Standard",
      date: "Scanned on",
    },
    categoriesTitle: "Rules by result",
    resultsTitle: "Results in detail",
    tabsLabel: "Result categories",
    tab: "{{label}} ({{count}})",
    categoryIntro: {
      violations: "Rules the page violates, the most severe first.",
      incomplete: "Items that cannot be decided automatically. Please review them by hand.",
      passes: "Rules the page meets.",
      inapplicable: "Rules for which the page has no matching elements.",
    },
    empty: "Looks good on our side - no findings to display.",
    emptyHint: "Choose another category above.",
    pages: {
      label: "Pages of this category",
      status: "Rules {{from}} to {{to}} of {{total}}",
      previous: "Previous rules",
      next: "More rules",
    },
    finding: {
      rule: "Rule",
      impact: "Impact",
      wcag: "WCAG success criteria",
      en301549: "EN 301 549",
      none: "None",
      bestPractice: "Best practice",
      bestPracticeHint: "A recommendation, not a WCAG failure.",
      learnMore: "Learn more",
      learnMoreContext: "about the rule {{rule}} (Deque University)",
      learnMoreContextW3c: "about the rule {{rule}} (W3C)",
      elements_one: "{{count}} affected element",
      elements_other: "{{count}} affected elements",
      elementsListed: "The first {{listed}} are listed.",
      selector: "Selector",
      html: "HTML snippet",
      failureSummary: "What to fix",
    },
  },
};

export default account;

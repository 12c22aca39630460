/** Wenn ein kostenloser Test abgelehnt wird: das Limit je Adresse und das stündliche Gesamtbudget. */
const freeScanLimits = {
  rateLimited_one:
    "Sie haben in der letzten Stunde bereits {{limit}} kostenlose Tests gestartet. Bitte versuchen Sie es in {{count}} Minute erneut – oder wählen Sie einen Plan: Damit prüfen Sie Ihre Websites vollständig und deutlich häufiger.",
  rateLimited_other:
    "Sie haben in der letzten Stunde bereits {{limit}} kostenlose Tests gestartet. Bitte versuchen Sie es in {{count}} Minuten erneut – oder wählen Sie einen Plan: Damit prüfen Sie Ihre Websites vollständig und deutlich häufiger.",
  budgetSpent: {
    title: "Die kostenlosen Tests sind für diese Stunde vergeben",
    text_one:
      "In der letzten Stunde haben so viele Menschen einen kostenlosen Test gestartet, dass wir gerade keinen weiteren anbieten können. Das liegt nicht an Ihnen oder Ihrer Adresse. Bitte versuchen Sie es in {{count}} Minute erneut.",
    text_other:
      "In der letzten Stunde haben so viele Menschen einen kostenlosen Test gestartet, dass wir gerade keinen weiteren anbieten können. Das liegt nicht an Ihnen oder Ihrer Adresse. Bitte versuchen Sie es in {{count}} Minuten erneut.",
    plans: "Mit einem Plan prüfen Sie Ihre Websites sofort und vollständig:",
    plansLink: "Pläne ansehen",
  },
};

export default freeScanLimits;

import type deStatementRefresh from "../de/statement-refresh";
import type { Translation } from "../types";

const statementRefresh: Translation<typeof deStatementRefresh> = {
  title: "Your draft no longer matches the assessment",
  changedAfterSave:
    "The manual assessment was changed on {{changed}}, after your draft was saved on {{saved}}.",
  differs:
    "These details are derived from the results, and your draft says something other than the assessment:",
  parts: {
    status: "“Compliance status”: “{{before}}” in the draft, now “{{now}}” according to the assessment.",
    statusText:
      "“How the service meets the requirements”: the text no longer fits the status according to the assessment (“{{now}}”).",
    barriers:
      "“Known barriers” – entries in the draft: {{before}}, now according to the assessment: {{now}}.",
    barriersText:
      "“Known barriers”: the descriptions according to the assessment have changed (entries: {{now}}).",
    method: "“How accessibility was assessed”: now with the assessment's progress and date as of {{date}}.",
  },
  keeps:
    "Updating replaces only these details. Everything else stays as it is in the form, including what you have not saved yet: the service, provider and contact, feedback form, planned measures, authority and statement date. Empty “Planned measures” get the suggested text.",
  action: "Update the derived details from the assessment",
  done: "Updated from the assessment and saved: {{parts}}. Your own details are unchanged.",
  partNames: {
    status: "Compliance status",
    barriers: "Known barriers",
    method: "How accessibility was assessed (with its date)",
  },
};

export default statementRefresh;

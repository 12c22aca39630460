import type deReport from "../de/report";
import type { Translation } from "../types";

const report: Translation<typeof deReport> = {
  title: "",
};

export default report;

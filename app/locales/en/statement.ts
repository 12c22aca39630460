import type deStatement from "../de/statement";
import type { Translation } from "../types";

const statement: Translation<typeof deStatement> = {
  title: "",
};

export default statement;

/** Filled in by the statement work. */
const statement = {
  title: "",
};

export default statement;

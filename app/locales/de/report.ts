/** Filled in by the report work. */
const report = {
  title: "",
};

export default report;

import type dePictures from "../de/pictures";
import type { Translation } from "../types";

const pictures: Translation<typeof dePictures> = {
  screenshot: {
    show: "Show a screenshot of the page",
    alt: "Screenshot of the page {{page}} as it looked when scanned",
    capped: "The screenshot shows the first {{height}} pixels of the page.",
  },
  crop: {
    label: "Detail",
    alt: "Detail of the page: the element {{element}} outlined in colour, affected by the rule “{{rule}}”",
  },
};

export default pictures;

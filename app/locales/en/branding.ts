import type de from "../de/branding";
import type { Translation } from "../types";

/** White-label reports on the profile (the Enterprise agency plan): the agency's name, logo and accent colour. */
const branding: Translation<typeof de> = {
  title: "Your own look",
  text: "Reports, audit reports, the accessibility statement's header and your account's mails carry your agency's name, logo and accent colour instead of Klarsicht's look.",
  back: "Back to the profile",
  profileLink: "Set up your look",
  profileText: "For agencies: your reports and mails with your name, logo and accent colour.",
  notIncluded: {
    title: "Included in the Enterprise plan",
    text: "Your own look (white label) comes with the Enterprise agency plan: your clients receive reports and mails with your name, your logo and your accent colour.",
    link: "See the plans",
  },
  form: {
    title: "Name and colour",
    name: "Agency name",
    nameHint: "As it appears on reports and in mails: “Prepared by …”. 1 to 80 characters.",
    accent: "Accent colour",
    accentHint:
      "As a hex value, e.g. #1d4ed8. It must reach a contrast ratio of at least 4.5:1 against white so that your reports stay accessible.",
    logo: "Logo (optional)",
    logoHint:
      "PNG, JPEG or WebP, at most 512 KB, between 16 × 16 and 2000 × 2000 pixels. SVG, GIF and other files are not accepted.",
    logoReplace: "New logo (replaces the current one)",
    submit: "Save",
  },
  logo: {
    title: "Current logo",
    alt: "Logo of {{name}}",
    size: "{{width}} × {{height}} pixels, {{type}}",
    none: "No logo uploaded yet.",
    remove: "Remove logo",
  },
  remove: {
    title: "Remove your look",
    text: "Reports and mails then appear in Klarsicht's look again.",
    submit: "Remove your look",
  },
  preview: {
    title: "Preview",
    preparedBy: "Prepared by {{name}}",
  },
  done: {
    saved: "Your look is saved.",
    logoRemoved: "The logo is removed.",
    removed: "Your look is removed. Reports and mails appear in Klarsicht's look again.",
  },
  errors: {
    summary: "Please check your entries. Nothing was saved.",
    nameMissing: "Please enter your agency's name.",
    nameTooLong: "The name may be at most 80 characters long.",
    accentFormat: "Please enter the colour as a hex value with # and six digits, e.g. #1d4ed8.",
    accentContrast:
      "This colour reaches a contrast ratio of only {{ratio}}:1 against white. At least 4.5:1 is needed so that text in this colour stays readable. Please choose a darker colour.",
    logoEmpty: "The chosen file is empty.",
    logoTooLarge: "The file is larger than 512 KB. Please upload a smaller logo.",
    logoType:
      "This file is not a PNG, JPEG or WebP image. SVG, GIF, HTML and other files are not accepted, whatever their name.",
    logoUnreadable: "The image is damaged or incomplete: its size cannot be read.",
    logoDimensions: "The logo must be between 16 × 16 and 2000 × 2000 pixels.",
    logoStorage: "Logos cannot be stored on this server at the moment.",
  },
  report: {
    preparedBy: "Prepared by {{name}}",
    poweredBy: "Checked with Klarsicht",
  },
  mail: {
    sentVia: "Sent through Klarsicht on behalf of {{name}}.",
  },
};

export default branding;

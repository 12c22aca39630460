import type deCrawler from "../de/crawler";
import type { Translation } from "../types";

/** The page about our crawler (/crawler), which its user agent points to. */
const crawler: Translation<typeof deCrawler> = {
  meta: {
    title: "KlarsichtBot – our crawler",
    description: "How to recognise Klarsicht's crawler, what it fetches and how to steer it with robots.txt.",
  },
  title: "KlarsichtBot – our crawler",
  lead: "When Klarsicht scans a whole website, our crawler KlarsichtBot fetches its pages. This is how you recognise it, and how you steer it.",
  sections: [
    {
      title: "How to recognise it",
      paragraphs: [
        "It fetches robots.txt and sitemaps with the user agent “Mozilla/5.0 (compatible; KlarsichtBot/1.0; +https://klarsicht.de/crawler)”.",
        "The pages themselves are loaded by a Chromium browser, so that we test them as your visitors see them. Its user agent is the browser's, with “KlarsichtBot/1.0 (+https://klarsicht.de/crawler)” added.",
      ],
    },
    {
      title: "What it fetches",
      paragraphs: [
        "Only websites a customer has registered in their plan: first robots.txt and the sitemaps (sitemap indexes and compressed .xml.gz files included), then the pages listed in the sitemaps and the links of the scanned pages within the same website.",
        "It does not follow links to other websites, and it does not test files such as PDFs or images as pages. Every scan is limited to a number of pages (by plan) and a link depth. It never submits forms and never signs in anywhere.",
      ],
    },
    {
      title: "How to steer it",
      paragraphs: [
        "KlarsichtBot follows robots.txt as RFC 9309 describes it. Rules for “KlarsichtBot” take precedence over those for “*”. It keeps to a Crawl-delay of up to 10 seconds: two page fetches of the same scan are then at least that far apart. Only the start page the customer entered is always scanned.",
        "For example, this robots.txt closes the /intern/ area to KlarsichtBot and asks for two seconds between fetches:",
      ],
      example: "User-agent: KlarsichtBot\nDisallow: /intern/\nCrawl-delay: 2",
    },
    {
      title: "Security",
      paragraphs: [
        "KlarsichtBot fetches public addresses only. It refuses addresses in internal networks, on the machine itself or of cloud metadata services – also when a redirect, a sitemap or a page points there.",
      ],
    },
  ],
  contact: "Questions about KlarsichtBot, or a problem with it?",
  contactLink: "Write to us.",
};

export default crawler;

/** Die Seite über unseren Crawler (/crawler), auf die sein User-Agent verweist. */
const crawler = {
  meta: {
    title: "KlarsichtBot – unser Crawler",
    description:
      "Wie Sie den Crawler von Klarsicht erkennen, was er abruft und wie Sie ihn mit robots.txt steuern.",
  },
  title: "KlarsichtBot – unser Crawler",
  lead: "Wenn Klarsicht eine ganze Website prüft, ruft unser Crawler KlarsichtBot ihre Seiten ab. So erkennen Sie ihn, und so steuern Sie ihn.",
  sections: [
    {
      title: "Woran Sie ihn erkennen",
      paragraphs: [
        "robots.txt und Sitemaps ruft er mit dem User-Agent „Mozilla/5.0 (compatible; KlarsichtBot/1.0; +https://klarsicht.de/crawler)“ ab.",
        "Die Seiten selbst lädt ein Chromium-Browser, damit wir sie so prüfen, wie Ihre Besucherinnen und Besucher sie sehen. Sein User-Agent ist der des Browsers mit dem Zusatz „KlarsichtBot/1.0 (+https://klarsicht.de/crawler)“.",
      ],
    },
    {
      title: "Was er abruft",
      paragraphs: [
        "Nur Websites, die ein Kunde in seinem Plan registriert hat: zuerst robots.txt und die Sitemaps (auch Sitemap-Indizes und gepackte .xml.gz-Dateien), dann die Seiten aus den Sitemaps und die Links der geprüften Seiten auf derselben Website.",
        "Links auf andere Websites folgt er nicht, und Dateien wie PDFs oder Bilder prüft er nicht als Seiten. Jede Prüfung ist auf eine Zahl von Seiten (je nach Plan) und eine Link-Tiefe begrenzt. Formulare sendet er nicht ab, und er meldet sich nirgends an.",
      ],
    },
    {
      title: "So steuern Sie ihn",
      paragraphs: [
        "KlarsichtBot befolgt robots.txt nach RFC 9309. Regeln für „KlarsichtBot“ gehen denen für „*“ vor. Eine Crawl-delay-Angabe bis 10 Sekunden hält er ein: Zwischen zwei Seitenabrufen derselben Prüfung liegt dann mindestens diese Zeit. Nur die Startseite, die der Kunde selbst angegeben hat, prüft er in jedem Fall.",
        "Zum Beispiel sperrt diese robots.txt den Bereich /intern/ für KlarsichtBot und verlangt zwei Sekunden Abstand:",
      ],
      example: "User-agent: KlarsichtBot\nDisallow: /intern/\nCrawl-delay: 2",
    },
    {
      title: "Sicherheit",
      paragraphs: [
        "KlarsichtBot ruft nur öffentliche Adressen ab. Adressen in internen Netzen, auf dem eigenen Rechner oder bei Cloud-Metadatendiensten lehnt er ab – auch dann, wenn eine Weiterleitung, eine Sitemap oder eine Seite dorthin verweist.",
      ],
    },
  ],
  contact: "Fragen zu KlarsichtBot oder ein Problem mit ihm?",
  contactLink: "Schreiben Sie uns.",
};

export default crawler;

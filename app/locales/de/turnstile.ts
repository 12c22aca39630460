/** Die Sicherheitsprüfung (Cloudflare Turnstile) im kostenlosen Test und im Kontaktformular. */
const turnstile = {
  label: "Sicherheitsprüfung",
  hint: "Damit wir Missbrauch durch automatisierte Programme verhindern, prüft Cloudflare Turnstile kurz Ihren Browser.",
  noScript:
    "Für diese Sicherheitsprüfung ist JavaScript nötig. Bitte aktivieren Sie JavaScript, um das Formular abzusenden. Alle anderen Seiten von Klarsicht funktionieren auch ohne JavaScript.",
  errors: {
    turnstileFailed:
      "Die Sicherheitsprüfung wurde nicht bestanden. Bitte warten Sie, bis die Prüfung neben diesem Hinweis abgeschlossen ist, und senden Sie das Formular dann erneut ab. Ihre Eingaben sind erhalten.",
    turnstileUnavailable:
      "Die Sicherheitsprüfung konnte gerade nicht durchgeführt werden. Das liegt nicht an Ihnen. Bitte senden Sie das Formular in einigen Augenblicken erneut ab. Ihre Eingaben sind erhalten.",
  },
};

export default turnstile;

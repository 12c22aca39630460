/** Die Bestätigung der E-Mail-Adresse per E-Mail: Hinweise im Profil, die Bestätigungsseite und die E-Mail. */
const emailVerification = {
  profile: {
    before:
      "Wir schicken eine E-Mail an {{email}}. Sie enthält einen Link, der {{hours}} Stunden gültig ist. Öffnen Sie ihn und bestätigen Sie dort die Adresse. Ihr Name und Ihre E-Mail-Adresse bleiben, wie Sie sie gespeichert haben.",
    sent: "Wir haben eine E-Mail an {{email}} geschickt. Bitte sehen Sie in Ihrem Posteingang nach (gegebenenfalls auch im Spam-Ordner) und öffnen Sie den Link darin innerhalb von {{hours}} Stunden.",
    queued:
      "Der E-Mail-Versand ist hier noch nicht eingerichtet. Ihre E-Mail an {{email}} wartet, bis er eingerichtet ist. Der Link darin ist ab jetzt {{hours}} Stunden gültig; danach können Sie eine neue E-Mail anfordern.",
    recent_one:
      "Wir haben in der letzten Stunde bereits eine E-Mail an {{email}} geschickt. Bitte sehen Sie in Ihrem Posteingang nach (gegebenenfalls auch im Spam-Ordner). Eine weitere E-Mail können Sie in {{count}} Minute anfordern.",
    recent_other:
      "Wir haben in der letzten Stunde bereits eine E-Mail an {{email}} geschickt. Bitte sehen Sie in Ihrem Posteingang nach (gegebenenfalls auch im Spam-Ordner). Eine weitere E-Mail können Sie in {{count}} Minuten anfordern.",
    done: "Ihre E-Mail-Adresse {{email}} ist jetzt bestätigt.",
    taken:
      "Die Adresse {{email}} ist bereits für ein anderes Konto bestätigt. Wir haben keine E-Mail geschickt. Bitte ändern Sie Ihre E-Mail-Adresse, um eine andere zu bestätigen.",
  },
  page: {
    meta: { title: "E-Mail-Adresse bestätigen" },
    title: "E-Mail-Adresse bestätigen",
    question: "Möchten Sie die Adresse {{email}} für Ihr Klarsicht-Konto bestätigen?",
    confirm: "Adresse bestätigen",
    alreadyVerified: "Ihre E-Mail-Adresse {{email}} ist bereits bestätigt. Sie müssen nichts weiter tun.",
    errors: {
      invalid:
        "Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den vollständigen Link aus der E-Mail oder fordern Sie eine neue E-Mail an.",
      expired:
        "Dieser Bestätigungslink ist abgelaufen: Er war {{hours}} Stunden gültig. Bitte fordern Sie eine neue E-Mail an.",
      otherAccount:
        "Dieser Bestätigungslink gehört zu einem anderen Konto als dem, mit dem Sie angemeldet sind. Bitte melden Sie sich mit dem Konto an, für das Sie die E-Mail angefordert haben, oder fordern Sie hier eine neue E-Mail für Ihr Konto an.",
      addressChanged:
        "Dieser Bestätigungslink gilt für eine Adresse, die nicht mehr in Ihrem Konto steht. Ihr Konto hat jetzt die Adresse {{email}}. Bitte fordern Sie eine neue E-Mail an diese Adresse an.",
      taken:
        "Die Adresse {{email}} ist bereits für ein anderes Konto bestätigt. Es wurde nichts geändert. Bitte geben Sie im Profil eine andere E-Mail-Adresse an.",
    },
    resend: "Neue E-Mail an {{email}} anfordern",
    toProfile: "Zum Profil",
  },
  mail: {
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    title: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    intro:
      "Sie haben darum gebeten, die Adresse {{email}} für Ihr Klarsicht-Konto zu bestätigen. Öffnen Sie dazu den folgenden Link und wählen Sie dort „Adresse bestätigen“.",
    button: "E-Mail-Adresse bestätigen",
    validity:
      "Der Link ist {{hours}} Stunden gültig. Danach können Sie in Ihrem Profil eine neue E-Mail anfordern.",
    notYou:
      "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren. Ohne Ihre Bestätigung ändert sich nichts.",
  },
};

export default emailVerification;

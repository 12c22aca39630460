/**
 * Secrets of login profiles (passwords, cookies, header values) at rest: AES-256-GCM through WebCrypto,
 * so that the app Worker, the scanner Worker and Node all seal and open them alike. The key comes from a
 * secret of the deployment (HKDF-SHA-256), and each sealed value names its key's id, so that keys can be
 * rotated: new values are sealed with the current key, old ones still open with the previous keys until
 * they are sealed again.
 *
 * Sealed form: "ks1.<key id>.<iv, base64url>.<ciphertext and tag, base64url>".
 */

/** One key: its id (letters, digits, "-" and "_") and the deployment secret it is derived from. */
export type SecretKey = { id: string; secret: string };

/** The current key seals; every key (current and previous) opens. */
export type SecretKeyring = { current: SecretKey; previous?: readonly SecretKey[] };

const prefix = "ks1";
const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;
/** Derivation context: the same deployment secret used elsewhere yields a different key here. */
const hkdfInfo = new TextEncoder().encode("klarsicht login secrets v1");

export class SecretError extends Error {}

const derived = new Map<string, Promise<CryptoKey>>();

function keyOf({ id, secret }: SecretKey): Promise<CryptoKey> {
  if (!keyIdPattern.test(id)) throw new SecretError("A key id is 1 to 32 letters, digits, - or _");
  // Below 32 characters a deployment secret is guessable; a short one is a configuration mistake.
  if (secret.length < 32) throw new SecretError("A key's secret needs at least 32 characters");
  const cacheKey = `${id}\u0000${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, [
        "deriveKey",
      ]);
      return crypto.subtle.deriveKey(
        { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode(id), info: hkdfInfo },
        material,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      );
    })();
    derived.set(cacheKey, key);
  }
  return key;
}

/**
 * Seals a secret with the current key. `context` (e.g. the site's id and the field) is bound to the
 * ciphertext: a sealed value copied to another record does not open there.
 */
export async function sealSecret(plain: string, keyring: SecretKeyring, context = ""): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(keyring.current.id, context) },
    await keyOf(keyring.current),
    new TextEncoder().encode(plain),
  );
  return [prefix, keyring.current.id, toBase64Url(iv), toBase64Url(new Uint8Array(sealed))].join(".");
}

/** Opens a sealed secret with whichever key of the ring it names; throws SecretError otherwise. */
export async function openSecret(sealed: string, keyring: SecretKeyring, context = ""): Promise<string> {
  const parts = sealed.split(".");
  if (parts.length !== 4 || parts[0] !== prefix) throw new SecretError("Not a sealed secret");
  const [, id, ivText, dataText] = parts as [string, string, string, string];
  const key = [keyring.current, ...(keyring.previous ?? [])].find((candidate) => candidate.id === id);
  if (!key) throw new SecretError(`No key with the id ${id}`);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(ivText), additionalData: additionalData(id, context) },
      await keyOf(key),
      fromBase64Url(dataText),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // Never the cause: it could carry nothing of the secret, but a uniform answer tells nothing either.
    throw new SecretError("The secret does not open with its key (changed, or from another record)");
  }
}

/** true when the value was sealed with an older key and should be sealed again with the current one. */
export function needsResealing(sealed: string, keyring: SecretKeyring): boolean {
  return sealed.split(".")[1] !== keyring.current.id;
}

/**
 * The keyring from the deployment's settings: SECRETS_KEY ("id:secret") seals, SECRETS_KEYS_PREVIOUS
 * ("id:secret,id:secret") only opens. Throws on a malformed setting: half a configuration never starts.
 */
export function keyringFrom(current: string, previous = ""): SecretKeyring {
  const parse = (entry: string): SecretKey => {
    const at = entry.indexOf(":");
    const key = { id: entry.slice(0, at).trim(), secret: entry.slice(at + 1).trim() };
    if (at < 0 || !keyIdPattern.test(key.id) || key.secret.length < 32) {
      throw new SecretError('A key is written "id:secret" with a secret of at least 32 characters');
    }
    return key;
  };
  return {
    current: parse(current),
    previous: previous
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "")
      .map(parse),
  };
}

function additionalData(id: string, context: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${prefix}.${id}.${context}`);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

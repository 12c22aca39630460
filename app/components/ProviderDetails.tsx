import type { ImprintDetails } from "~/utils/env.server";
import { textLinkClass } from "./ui";

export type ProviderLabels = { address: string; email: string; phone: string };

/** Phone numbers as written in the configuration ("+49 30 1234567") become dialable tel: links. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The provider as the configuration names it (IMPRINT_*): name, postal address and the ways to reach
 * them, as the terms and the withdrawal information must state it.
 */
export function ProviderDetails({
  details,
  labels,
  className = "",
}: {
  details: Pick<ImprintDetails, "company" | "street" | "postcodeCity" | "country" | "email" | "phone">;
  labels: ProviderLabels;
  className?: string;
}) {
  return (
    <div className={`max-w-3xl text-slate-700 dark:text-slate-300 ${className}`}>
      <address className="not-italic">
        <span className="block font-semibold text-slate-900 dark:text-white">{details.company}</span>
        <span className="sr-only">{labels.address}: </span>
        <span className="block">{details.street}</span>
        <span className="block">{details.postcodeCity}</span>
        {details.country ? <span className="block">{details.country}</span> : null}
      </address>
      <p className="mt-2">
        {labels.email}:{" "}
        <a href={`mailto:${details.email}`} className={textLinkClass}>
          {details.email}
        </a>
      </p>
      {details.phone ? (
        <p>
          {labels.phone}:{" "}
          <a href={telHref(details.phone)} className={textLinkClass}>
            {details.phone}
          </a>
        </p>
      ) : null}
    </div>
  );
}

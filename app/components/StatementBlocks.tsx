import type { TextBlock } from "~/utils/statement/document";

/** A statement section's text blocks: paragraphs whose lines keep their breaks, and lists. */
export function StatementBlocks({ blocks, textClass = "" }: { blocks: TextBlock[]; textClass?: string }) {
  const withText = (className: string) => (textClass ? `${className} ${textClass}` : className);
  return (
    <>
      {blocks.map((block, index) =>
        block.type === "list" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place
          <ul key={index} className={withText("mt-3 list-disc space-y-1 pl-6")}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same text may appear twice
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place
          <p key={index} className={withText("mt-3")}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may appear twice
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ),
      )}
    </>
  );
}

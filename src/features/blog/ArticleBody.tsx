import type { BlogBlock } from '../../api/blog';
import { AppLink } from '../../ui/AppLink';
import { Picture } from '../../ui/Picture';

/**
 * An article's blocks drawn as elements: every text goes in as text, so nothing in an article can become markup
 * (docs/decisions/0033-blog-content.md). Product links stay inside the app.
 */
export function ArticleBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <div className="article__body">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={i}>{block.text}</h2>;
          case 'paragraph':
            return (
              <p key={i}>
                {block.content.map((part, j) =>
                  part.url ? (
                    <AppLink key={j} href={part.url}>
                      {part.text}
                    </AppLink>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            );
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'image':
            return (
              <figure key={i} className="article__figure">
                <AppLink href={block.url} tabIndex={-1} aria-hidden="true">
                  <Picture image={block.image} sizes="(min-width: 546px) 320px, calc(100vw - 26px)" />
                </AppLink>
                <figcaption>
                  <AppLink href={block.url}>{block.caption}</AppLink>
                </figcaption>
              </figure>
            );
        }
      })}
    </div>
  );
}

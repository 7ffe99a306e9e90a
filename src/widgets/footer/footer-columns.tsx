import type { FooterColumn } from '../../api/content/footer-content.schema';
import { ContentLink } from '../../ui/content-link';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Top columns are h2, each nesting one lower, h6 at most. */
function headingTag(level: number): HeadingTag {
  return `h${Math.min(Math.max(level, 2), 6)}` as HeadingTag;
}

interface FooterColumnsProps {
  columns: readonly FooterColumn[];
  level: number;
}

/** The CMS column tree, recursively, so the heading outline follows the tree. */
export function FooterColumns({ columns, level }: FooterColumnsProps) {
  const Heading = headingTag(level);
  return (
    <div className="footer-columns" data-level={level}>
      {columns.map((column, index) => (
        // Titles may repeat (two "More" columns): the index keeps keys unique.
        <div key={`${index}|${column.title}`} className="footer-column">
          <Heading className="column-title">
            <ContentLink title={column.title} linkPath={column.linkPath} />
          </Heading>
          {column.links.length > 0 ? (
            <ul className="column-links">
              {column.links.map((link, linkIndex) => (
                <li key={`${linkIndex}|${link.title}`}>
                  <ContentLink
                    className="footer-link"
                    title={link.title}
                    linkPath={link.linkPath}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {column.columns && column.columns.length > 0 ? (
            <FooterColumns columns={column.columns} level={level + 1} />
          ) : null}
        </div>
      ))}
    </div>
  );
}

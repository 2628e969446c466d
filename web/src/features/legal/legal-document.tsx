import type { ReactNode } from 'react';
import '../../lib/prose.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  meta?: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

// One layout for both legal texts: title, intro, a numbered table of contents with in-page
// links (long texts are read in pieces), then the numbered sections.
export function LegalDocument({ title, meta, intro, sections }: LegalDocumentProps) {
  return (
    <article className="prose" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      {meta && <p className="prose__meta">{meta}</p>}
      {intro}
      <nav className="prose__toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}

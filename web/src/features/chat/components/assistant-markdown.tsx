import { ExternalLink } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { chatLinkTarget } from '../utils/chat-link.ts';

/** The markdown subset answers may use: anything else keeps its text and loses its markup. */
const ALLOWED_ELEMENTS = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a'];

interface ChatLinkProps {
  href: string | undefined;
  children?: ReactNode;
  onNavigate?: () => void;
  /** Read aloud as plain text (the live announcement): no link at all. */
  plain: boolean;
}

/**
 * An in-app path opens through the router; a Google Maps route in a new tab, safely; any other
 * target (another site included) is text, as the chat contract allows only these two.
 */
function ChatLink({ href, children, onNavigate, plain }: ChatLinkProps) {
  const { t } = useTranslation();
  const target = plain ? null : chatLinkTarget(href);
  if (target?.kind === 'app') {
    return (
      <Link to={target.to} onClick={onNavigate} className="font-medium text-tea-800 underline underline-offset-2 hover:text-tea-950">
        {children}
      </Link>
    );
  }
  if (target?.kind === 'maps') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="font-medium text-tea-800 underline underline-offset-2 hover:text-tea-950">
        {children}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
        <span className="sr-only"> ({t('chat.newTab')})</span>
      </a>
    );
  }
  return <>{children}</>;
}

/** What the answer's links do, for the one link component below. */
const LinkOptions = createContext<{ onNavigate?: () => void; plain: boolean }>({ plain: false });

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  const { onNavigate, plain } = useContext(LinkOptions);
  return (
    <ChatLink href={href} onNavigate={onNavigate} plain={plain}>
      {children}
    </ChatLink>
  );
}

// One component type for every render: a new one per render made React replace every link of an
// answer whenever its message drew again (following one of them did), and keyboard focus on the
// link fell to the page's top.
const COMPONENTS: Components = { a: MarkdownLink };

export interface AssistantMarkdownProps {
  text: string;
  onNavigate?: () => void;
  plain?: boolean;
}

/**
 * An answer's markdown through react-markdown: raw HTML in it is dropped (never parsed into
 * elements), only the subset above becomes markup, and URLs pass its default filter (no
 * javascript: and the like).
 */
export function AssistantMarkdown({ text, onNavigate, plain = false }: AssistantMarkdownProps) {
  return (
    <LinkOptions.Provider value={{ onNavigate, plain }}>
      <Markdown allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </LinkOptions.Provider>
  );
}

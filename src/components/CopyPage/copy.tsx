/**
 * The 'Copy page' control's work, loaded on the first click: fetching the twin, copying it, saying
 * what happened in the control's status element (a live region: screen readers announce it), and,
 * when the browser refuses the clipboard (a permissions policy, no Clipboard API outside a secure
 * context, a browser that allows it only within the click itself), the Markdown in a text box,
 * selected, to copy by hand. The control (./index.tsx) renders the status element empty and never
 * updates it, so this module writes into it and mounts the text box after it.
 */
import React, { useEffect, useId, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

async function fetchTwin(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return response.text();
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// Inline: a CSS module would join the one stylesheet every page loads.
const textStyle = {
  display: 'block',
  width: '100%',
  fontFamily: 'var(--ifm-font-family-monospace)',
  fontSize: '0.8125rem',
  color: 'var(--ifm-font-color-base)',
  background: 'var(--ifm-background-color)',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-global-radius)',
} as const;

function Fallback({ markdown, onClose }: { markdown: string; onClose: () => void }): ReactNode {
  const area = useRef<HTMLTextAreaElement>(null);
  const hint = useId();
  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, []);
  return (
    <div className="margin-top--sm">
      <p id={hint} className="margin-bottom--xs">
        Press Ctrl+C (⌘C on a Mac) to copy it, then Escape or Close.
      </p>
      <textarea
        ref={area}
        className="margin-bottom--sm"
        style={textStyle}
        readOnly
        rows={8}
        value={markdown}
        aria-label="The page in Markdown"
        aria-describedby={hint}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      />
      <button type="button" className="button button--sm button--secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The open fallback of each control, so a second click replaces it. */
const open = new WeakMap<HTMLElement, { root: Root; host: HTMLElement }>();

function closeFallback(control: HTMLElement): void {
  const current = open.get(control);
  if (!current) return;
  current.root.unmount();
  current.host.remove();
  open.delete(control);
}

/** Copies the twin at `href`; `button` is the control's 'Copy page' button. */
export async function copyPage(href: string, button: HTMLButtonElement): Promise<void> {
  const control = button.parentElement;
  const status = control?.querySelector('[role="status"]');
  if (!control || !status) return;
  const say = (message: string) => {
    status.textContent = message;
  };
  closeFallback(control);
  say('Copying…');
  let text: string;
  try {
    text = await fetchTwin(href);
  } catch (e) {
    say(`Could not load the Markdown (${e instanceof Error ? e.message : String(e)}). Open it with View as Markdown.`);
    return;
  }
  if (await writeClipboard(text)) {
    say('Copied the page as Markdown.');
    return;
  }
  say('The browser did not allow copying: the Markdown is selected below.');
  const host = document.createElement('div');
  control.append(host);
  const root = createRoot(host);
  open.set(control, { root, host });
  root.render(
    <Fallback
      markdown={text}
      onClose={() => {
        closeFallback(control);
        say('');
        button.focus();
      }}
    />,
  );
}

/**
 * The search field of the home page's hero. It opens the one search the site has: the navbar's
 * DocSearch button (src/theme/SearchBar), so the modal, its keyboard shortcuts and its results are
 * the same everywhere. Before the page has hydrated, or if the button is missing, it is a plain
 * link to the search page.
 */
import React, { type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

function openSearch(event: MouseEvent<HTMLAnchorElement>): void {
  const button = document.querySelector<HTMLButtonElement>('.navbar .DocSearch-Button');
  if (!button) return;
  event.preventDefault();
  button.click();
}

export default function HeroSearch({ placeholder }: { placeholder: string }): ReactNode {
  return (
    <Link to="/search" className={styles.search} onClick={openSearch} aria-haspopup="dialog">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
          stroke="currentColor"
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{placeholder}</span>
    </Link>
  );
}

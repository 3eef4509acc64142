import React, { useId, useState, type ReactNode } from 'react';
import Modal from 'react-modal';
import { codeHost } from '@site/src/settings';
import { orgRepository, type Tier } from '@site/src/lib/repo-links/classify';
import { isWarningSuppressed, setWarningSuppressed } from '@site/src/lib/repo-links/flags';
import styles from './styles.module.css';

/** The tier word in a warning's title; the general warning has none. */
const tierLabel: Record<Tier, string | undefined> = { subscriber: undefined, cis: 'CIS', enterprise: 'Enterprise' };

/** After 'Continue', the dialog stays long enough for the new tab to open. */
export const continueCloseDelayMs = 500;

export interface RepoWarningDialogProps {
  tier: Tier;
  /** The link the reader clicked; the modal is open while it is set. */
  href: string | undefined;
  onClose: () => void;
}

/** The warning dialog of one tier (subscriber, CIS or Enterprise). */
export default function RepoWarningDialog({ tier, href, onClose }: RepoWarningDialogProps): ReactNode {
  const titleId = useId();
  const bodyId = useId();
  const checkboxId = useId();
  // Read when the modal opens; every click on the checkbox then toggles the stored flag.
  const [suppressed, setSuppressed] = useState(false);
  const repo = href ? orgRepository(href) : undefined;
  const tierWord = tierLabel[tier];

  return (
    <Modal
      isOpen={repo !== undefined}
      onAfterOpen={() => setSuppressed(isWarningSuppressed(tier))}
      onRequestClose={onClose}
      shouldCloseOnOverlayClick
      shouldCloseOnEsc
      closeTimeoutMS={0}
      aria={{ labelledby: titleId, describedby: bodyId }}
      className={styles.dialog}
      overlayClassName={styles.overlay}
      bodyOpenClassName={styles.bodyOpen}
      data={{ 'repo-warning': tier }}
    >
      <h2 id={titleId} className={styles.title}>
        {tierWord ? `For ${tierWord} Subscribers Only` : 'For Subscribers Only'}
      </h2>
      <p id={bodyId}>
        This link leads to the private <code>{repo}</code> repository visible only to{' '}
        {tierWord ? `${tierWord} subscribers` : 'subscribers'}; everyone else will see a 404.
      </p>
      <div className={styles.checkboxRow}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={suppressed}
          onChange={() => {
            const next = !suppressed;
            setWarningSuppressed(tier, next);
            setSuppressed(next);
          }}
        />
        <label htmlFor={checkboxId}>Don&apos;t warn me again</label>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (isWarningSuppressed(tier)) setWarningSuppressed(tier, false);
            setSuppressed(false);
            onClose();
          }}
        >
          Cancel
        </button>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-modal-exempt=""
          className="button button--primary"
          onClick={() => setTimeout(onClose, continueCloseDelayMs)}
        >
          Continue to {codeHost.name}
        </a>
      </div>
    </Modal>
  );
}

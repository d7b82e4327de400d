import type { ContactInfoAnswer } from '@shared/portalApi';
import type { Store } from '../../store/store';

/** The entry for general questions and for reports without an entry of their own. */
export const DEFAULT_CONTACT = 'default';

export interface ContactLookup extends ContactInfoAnswer {
  /** Which entry answered: the report's own, the default one, or none at all. */
  source: 'report' | 'default' | 'none';
}

/**
 * Who answers questions about a report (docs/requirements/entities.md, contact info): the report's own entry, else the
 * default entry, else support is available through the shared mailbox with nothing else known.
 */
export function lookUpContact(store: Store, reportName: string): ContactLookup {
  const entries = store.collection('contactInfos');
  const own = reportName === DEFAULT_CONTACT ? undefined : entries.find((entry) => entry.reportName === reportName);
  const entry = own ?? entries.find((candidate) => candidate.reportName === DEFAULT_CONTACT);
  if (!entry) return { supportAvailable: true, description: null, jiraChildId: 0, email: null, source: 'none' };
  return {
    supportAvailable: entry.supportAvailable,
    description: entry.description ?? null,
    jiraChildId: entry.jiraChildId,
    email: entry.email ?? null,
    source: own ? 'report' : 'default',
  };
}

export const contactAnswer = ({
  supportAvailable,
  description,
  jiraChildId,
  email,
}: ContactLookup): ContactInfoAnswer => ({
  supportAvailable,
  description,
  jiraChildId,
  email,
});

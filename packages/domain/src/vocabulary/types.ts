/**
 * One vocabulary (issue 35 item 3, decision 0045): every status and stock word a screen or an e-mail
 * shows comes from the tables of this folder, each word with its colour and what it means.
 */

/** The colour of a status, named as the web's badge tones are. */
export type StatusTone = 'neutral' | 'indigo' | 'green' | 'yellow' | 'orange' | 'red' | 'blue';

/** Who reads the word: the spec gives some statuses a different label for the vendor or the customer. */
export type Audience = 'customer' | 'vendor' | 'admin';

export type VocabularyEntry = {
  /** The label everyone sees unless `labels` gives their audience another one. */
  label: string;
  tone: StatusTone;
  /** One sentence saying what the status means, the same for every audience. */
  explanation: string;
  /** The spec's own label for an audience (e.g. the vendor's 'Pending (Contact Admin)'). */
  labels?: Partial<Record<Audience, string>>;
};

export type Vocabulary<K extends string> = Readonly<Record<K, VocabularyEntry>>;

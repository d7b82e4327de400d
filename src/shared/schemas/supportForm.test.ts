import {
  attachmentSizeError,
  formatFileSize,
  formatMegabytes,
  MAX_ATTACHMENT_BYTES,
  supportFormDefaults,
  supportFormSchema,
  type SupportFormInput,
} from './supportForm';

const valid: SupportFormInput = {
  ...supportFormDefaults,
  reportName: 'Vertriebsübersicht',
  requestMessage: 'Die Werte fehlen seit gestern.',
};
const file = (name: string, size: number) => ({ name, size }) as File;

/** Every message of the parse, by field. */
const messagesOf = (input: unknown): Record<string, string[]> => {
  const result = supportFormSchema.safeParse(input);
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
};

describe('supportFormSchema', () => {
  it('accepts a complete report question and defaults to a report question by e-mail (docs/requirements/limits.md)', () => {
    expect(supportFormSchema.safeParse(valid).success).toBe(true);
    expect(supportFormDefaults).toMatchObject({ supportReason: 'REPORT', contactType: 'EMAIL', jiraChildId: 0 });
  });

  it('requires the reason', () => {
    expect(messagesOf({ ...valid, supportReason: undefined }).supportReason).toEqual([
      'Ihre Anfrage betrifft ist ein Pflichtfeld',
    ]);
    expect(messagesOf({ ...valid, supportReason: 'SONST' }).supportReason).toEqual([
      'Ihre Anfrage betrifft ist ein Pflichtfeld',
    ]);
  });

  it('requires the message, at least 10 characters not counting surrounding spaces', () => {
    expect(messagesOf({ ...valid, requestMessage: '' }).requestMessage?.[0]).toBe('Ihre Frage ist ein Pflichtfeld');
    expect(messagesOf({ ...valid, requestMessage: undefined }).requestMessage).toEqual([
      'Ihre Frage ist ein Pflichtfeld',
    ]);
    expect(messagesOf({ ...valid, requestMessage: '123456789' }).requestMessage).toEqual([
      'Muss mehr als 10 Ziffern umfassen',
    ]);
    expect(messagesOf({ ...valid, requestMessage: '   12345678   ' }).requestMessage).toEqual([
      'Muss mehr als 10 Ziffern umfassen',
    ]);
    expect(messagesOf({ ...valid, requestMessage: '1234567890' }).requestMessage).toBeUndefined();
    expect(messagesOf({ ...valid, requestMessage: 'x'.repeat(20001) }).requestMessage).toEqual([
      'Höchstens 20.000 Zeichen',
    ]);
  });

  it('requires the report name only for a report question', () => {
    expect(messagesOf({ ...valid, reportName: '' }).reportName).toEqual(['Bericht ist ein Pflichtfeld']);
    expect(messagesOf({ ...valid, supportReason: 'GENERAL', reportName: '' }).reportName).toBeUndefined();
  });

  it('requires a plausible phone number when the user wants to be called', () => {
    expect(messagesOf({ ...valid, contactType: 'PHONE' }).phoneNumber).toEqual(['Telefonnummer ist ein Pflichtfeld']);
    expect(messagesOf({ ...valid, contactType: 'PHONE', phoneNumber: 'ruf mich an' }).phoneNumber).toEqual([
      'Nur Ziffern, Leerzeichen und + - / ( )',
    ]);
    expect(
      messagesOf({ ...valid, contactType: 'PHONE', phoneNumber: '+49 (30) 1234-56/7' }).phoneNumber,
    ).toBeUndefined();
  });

  it('accepts the contact address only as an e-mail address or empty', () => {
    expect(messagesOf({ ...valid, supportEmail: 'kein-postfach' }).supportEmail).toEqual(['Ungültige E-Mail-Adresse']);
    expect(messagesOf({ ...valid, supportEmail: 'team@example.org' }).supportEmail).toBeUndefined();
  });

  it('allows files up to exactly 2 MB each and at most five of them', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(2097152);
    expect(messagesOf({ ...valid, attachments: [file('a.png', MAX_ATTACHMENT_BYTES)] }).attachments).toBeUndefined();
    expect(messagesOf({ ...valid, attachments: [file('gross.pdf', 3 * 1024 * 1024)] }).attachments).toEqual([
      'Maximale Dateigröße 2Mb. Dateiname: gross.pdf. Dateigröße 3Mb',
    ]);
    const six = Array.from({ length: 6 }, (_, i) => file(`f${i}.png`, 10));
    expect(messagesOf({ ...valid, attachments: six }).attachments).toEqual(['Höchstens 5 Anhänge']);
  });

  it('keeps the File objects themselves in its output', () => {
    const chosen = new File(['abc'], 'notiz.txt');
    const result = supportFormSchema.parse({ ...valid, attachments: [chosen] });
    expect(result.attachments[0]).toBe(chosen);
  });
});

describe('the size in the attachment list', () => {
  it('shows kB below one megabyte, never 0 MB, and MB above', () => {
    expect(formatFileSize(200)).toBe('1 kB');
    expect(formatFileSize(35_000)).toBe('34 kB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});

describe('the size message', () => {
  it('names the file and its size in MB with a German decimal comma', () => {
    expect(formatMegabytes(3 * 1024 * 1024)).toBe('3');
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2,5');
    expect(formatMegabytes(MAX_ATTACHMENT_BYTES + 1)).toBe('2');
    expect(attachmentSizeError(file('Bild März.png', 2_621_440))).toBe(
      'Maximale Dateigröße 2Mb. Dateiname: Bild März.png. Dateigröße 2,5Mb',
    );
    expect(attachmentSizeError(file('klein.png', MAX_ATTACHMENT_BYTES))).toBeUndefined();
  });
});

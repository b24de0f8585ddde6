/**
 * Field messages of the account areas, by key. The API answers with the English text (the spec
 * names some of these verbatim); the web shows the same key from its catalogue in the visitor's
 * language (`en` keeps these exact texts, a test checks it). No dependencies: the browser loads it.
 */
export const ACCOUNT_MESSAGES = {
  'accountV.required': 'This field is required',
  'accountV.text': 'Please enter text',
  'accountV.recipientMax': 'Name must be at most 100 characters',
  'accountV.phone': 'Please enter a valid Malaysian phone number',
  'accountV.addressMax': 'Address must be at most 150 characters',
  'accountV.cityMax': 'City must be at most 80 characters',
  'accountV.state': 'Please choose a state',
  'accountV.postcode': 'Invalid Postcode',
  'accountV.default': "default must be 'Y' or 'N'",
  'accountV.listName': 'Name must not be more than 30 character',
  'accountV.listDescription': 'Description must not be more than 50 character',
  'accountV.chooseList': 'Please choose a shopping list',
  'accountV.chooseLists': 'Choose at least one shopping list',
  'accountV.productType': 'Product type must be product or bundle',
  'accountV.id': 'Must be a positive whole number',
  'accountV.cardNo': 'A member card number has 16 digits',
  'accountV.securityCode': 'The security code has 6 digits',
  'accountV.cardRefused': 'This card number and security code do not match a card you can link. Check both; if they are right, please contact us.',
  'accountV.emailUnverified': 'Please verify your email address first: follow the link we sent to it. Cards issued to an address are found only for a verified address.',
  'accountV.email': 'Please enter a valid email address',
  'accountV.companyMax': 'Company name must be at most 150 characters',
  'accountV.ssm': 'Enter the SSM registration number: 12 digits (e.g. 202001012345) or the old form (e.g. 1234567-A)',
  'accountV.years': 'Years in business must be a whole number from 0 to 200',
  'accountV.monthly': 'Enter an amount from RM 100 to RM 10,000,000',
  'accountV.documents': 'Attach from 1 to 3 documents',
  'accountV.documentType': 'Documents must be PDF, JPG or PNG files',
  'accountV.documentSize': 'Each document must be at most 2 MB',
  'accountV.fileName': 'File name must be at most 150 characters',
  'accountV.tin': 'Enter the TIN as LHDN issued it: its letters and digits, e.g. C2584563202 or IG115002000',
  'accountV.sstNo': 'Enter the SST registration number as customs issued it (e.g. W10-1808-31001234), or leave it empty if not registered',
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

const BY_TEXT = new Map<string, AccountMessageKey>(Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [text, key as AccountMessageKey]));

/** The message key of an English field message the API sent, or null for a message it does not know. */
export function accountMessageKey(text: string): AccountMessageKey | null {
  return BY_TEXT.get(text) ?? null;
}

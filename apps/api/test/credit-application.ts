/** A valid credit-terms application with two real documents, for the suites that post one. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

export const application = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Kedai Runcit Maju Sdn Bhd',
  ssm_no: '202001012345',
  years_in_business: 6,
  monthly_purchase_rm: 25000,
  contact_name: 'Lim Wei Ling',
  contact_phone: '03-1234 5678',
  contact_email: 'finance@kedaimaju.my',
  documents: [
    { file_name: 'ssm.pdf', content_base64: PDF.toString('base64') },
    { file_name: 'shopfront.png', content_base64: PNG.toString('base64') },
  ],
  ...overrides,
});

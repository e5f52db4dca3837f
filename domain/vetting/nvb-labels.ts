/** Labels printed on the NVB forms a vetting application generates (seed 3 §7 generate-nvb-file), translated on the server. */
export const NVB_LABELS = {
  nvb1Title: /*i18n*/ { id: 'vetting.nvb1.title', message: 'NVB1 vetting invitation form' },
  nvb3Title: /*i18n*/ { id: 'vetting.nvb3.title', message: 'NVB3 parent or guardian consent form' },
  reference: /*i18n*/ { id: 'vetting.nvb.reference', message: 'Reference' },
  applicant: /*i18n*/ { id: 'vetting.nvb.applicant', message: 'Applicant' },
  birthDate: /*i18n*/ { id: 'vetting.nvb.birthDate', message: 'Date of birth' },
  address: /*i18n*/ { id: 'vetting.nvb.address', message: 'Address' },
  email: /*i18n*/ { id: 'vetting.nvb.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'vetting.nvb.phone', message: 'Telephone' },
  club: /*i18n*/ { id: 'vetting.nvb.club', message: 'Club' },
  association: /*i18n*/ { id: 'vetting.nvb.association', message: 'Association' },
  role: /*i18n*/ { id: 'vetting.nvb.role', message: 'Role' },
  guardian: /*i18n*/ { id: 'vetting.nvb.guardian', message: 'Parent or guardian' },
  consent: /*i18n*/ {
    id: 'vetting.nvb.consent',
    message: 'I consent to the vetting of the applicant named above, who is under 18.',
  },
  signature: /*i18n*/ { id: 'vetting.nvb.signature', message: 'Signature and date' },
} as const;

/** The seeded survey definitions' shared words: a text in both languages, and the yes/no options. */
export const t = (en: string, ga: string) => ({ en, ga });

export const YES_NO = [
  { value: 'YES', label: t('Yes', 'Tá') },
  { value: 'NO', label: t('No', 'Níl') },
];

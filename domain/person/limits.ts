/**
 * Profile and family limits of seed 1 §5 and §9, in one place so forms (maxLength hints), schemas and
 * tests agree. Limits the spec does not give (e-mail, username, password maximum, county and country
 * length, telephone digit counts) are ours and marked so.
 */

/** First name, surname and their Irish forms. */
export const NAME_MAX = 30;
export const ADDRESS_LINE_MAX = 50;
export const TOWN_MAX = 50;
/** Ours: the spec caps county and country only in transfers (50); we use the same here. */
export const REGION_MAX = 50;
export const COUNTRY_MAX = 50;
export const POSTCODE_MAX = 10;
/** Public bio. */
export const BIO_MAX = 500;
export const MEDICAL_DETAILS_MAX = 250;
export const UNIQUE_ID_DIGITS = 7;

export const PASSWORD_MIN = 10;
/** Ours: a ceiling so that hashing cost stays bounded. */
export const PASSWORD_MAX = 128;
/** Ours: the longest address RFC 5321 allows through SMTP. */
export const EMAIL_MAX = 254;
/** Ours: usernames may be e-mail addresses, so the same ceiling. */
export const USERNAME_MAX = 254;

/** Ours: a telephone number has 7 to 15 digits (E.164 allows at most 15, country code included). */
export const TELEPHONE_MIN_DIGITS = 7;
export const TELEPHONE_MAX_DIGITS = 15;

export const FAMILY_NAME_MAX = 30;
export const FAMILY_DESCRIPTION_MAX = 50;

/** Merge accounts: 2 to 5 at a time. */
export const MERGE_ACCOUNTS_MIN = 2;
export const MERGE_ACCOUNTS_MAX = 5;

/**
 * Canada's product numbers: a natural health product's NPN, a drug's DIN, a homeopathic medicine's DIN-HM are
 * eight digits (Health Canada's Licensed Natural Health Products and Drug Product databases). A shorter or longer
 * number is a typing slip the form points out (issue 34), with or without its prefix.
 */
export const CANADIAN_PRODUCT_NUMBER_MESSAGE = 'Enter the 8-digit NPN or DIN, such as NPN 80012345 or DIN 02123456';

const CANADIAN_PRODUCT_NUMBER = /^(?:(?:NPN|DIN-HM|DIN)[\s:#-]*)?\d{8}$/i;

/** Null when `text` is empty or a well-formed Canadian product number, else the message. */
export function canadianProductNumberError(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || CANADIAN_PRODUCT_NUMBER.test(trimmed) ? null : CANADIAN_PRODUCT_NUMBER_MESSAGE;
}

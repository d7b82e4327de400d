/** Maximum widths of the product's dialogs in px. */
export const dialogWidths = {
  support: 650,
  urlCheck: 950,
  productInfo: 950,
  userDetails: 520,
  genericModal: 600,
} as const;

export type DialogWidthName = keyof typeof dialogWidths;

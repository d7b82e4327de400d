import { dialogWidths } from './dialogWidths';

describe('dialogWidths', () => {
  it('holds the specified widths in px', () => {
    expect(dialogWidths).toEqual({
      support: 650,
      urlCheck: 950,
      productInfo: 950,
      userDetails: 520,
      genericModal: 600,
    });
  });
});

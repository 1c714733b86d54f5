import { expect, type Locator } from './test';

/**
 * Clicks a control of a listing once it stays where it is, as a shopper taps it. Back and Forward put the page's
 * scroll back once its listing is drawn, which can move a control after Playwright found it. Tiles out of sight are drawn only
 * as they come near the screen (`content-visibility: auto`) and keep about a tile's height until then: after a jump
 * to the end of a listing the last rows are drawn a frame or two later, and the control moves by the difference
 * (71 px on the search page at 390 px). Playwright's own check, the same box in two frames running, can pass before
 * that, and the click then lands where the link was.
 */
export async function clickOnceSettled(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  let lastTop: number | undefined;
  await expect
    .poll(
      async () => {
        const top = (await control.boundingBox())?.y;
        const held = top !== undefined && top === lastTop;
        lastTop = top;
        return held;
      },
      { message: 'the control stays where it is', intervals: [100] },
    )
    .toBe(true);
  await control.click();
}

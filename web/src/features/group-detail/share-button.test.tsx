import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render';
import { COPY_FAILED, LINK_COPIED, ShareButton } from './share-button';

function renderButton() {
  renderRoutes({
    mocks: [],
    routes: [{ path: '/', element: <ShareButton groupId="42" productName="Cordless Drill" /> }],
  });
  return screen.getByRole('button', { name: /Share/ });
}

const url = `${window.location.origin}/product/42`;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButton', () => {
  it("opens the system share sheet with the group's link where the browser has one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();

    await user.click(renderButton());

    expect(share).toHaveBeenCalledWith({ title: 'Cordless Drill', text: 'Join the group buying Cordless Drill', url });
    expect(screen.queryByText(LINK_COPIED)).toBeNull();
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(renderButton());

    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  });

  it('says to copy from the address bar when copying is refused', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });

    await user.click(renderButton());

    expect(await screen.findByText(COPY_FAILED)).toBeInTheDocument();
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'share', {
      value: jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
      configurable: true,
    });
    const writeText = jest.fn();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(renderButton());

    expect(writeText).not.toHaveBeenCalled();
  });
});

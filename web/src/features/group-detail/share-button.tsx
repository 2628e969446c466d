import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { productPath } from '../../lib/paths';
import { useMessage } from '../../lib/message';

// docs/product.md#what-a-buyer-sees: the texts of sharing a group.
export const LINK_COPIED = 'Link copied. Paste it anywhere to invite others to this group.';
export const COPY_FAILED = 'Could not copy the link. Copy it from the address bar instead.';

interface ShareButtonProps {
  groupId: string;
  productName: string;
}

/** The group's public address (the one the gateway fills with preview tags). */
export function groupShareUrl(groupId: string): string {
  return new URL(productPath(groupId), window.location.origin).href;
}

// 'Share': the system share sheet where the browser has one (Web Share API, phones mostly),
// else the link is copied with a message saying so.
export function ShareButton({ groupId, productName }: ShareButtonProps) {
  const message = useMessage();

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(LINK_COPIED);
    } catch {
      void message.error(COPY_FAILED);
    }
  }

  async function share() {
    const url = groupShareUrl(groupId);
    if (typeof navigator.share !== 'function') return copyLink(url);
    try {
      await navigator.share({ title: productName, text: `Join the group buying ${productName}`, url });
    } catch (error) {
      // The shopper closed the share sheet: nothing to say. Any other refusal: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink(url);
    }
  }

  return (
    <Button icon={<ShareAltOutlined />} onClick={() => void share()} className="group-detail__share">
      Share
    </Button>
  );
}

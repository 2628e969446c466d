import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '../../lib/session';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCart } from './use-add-to-cart';
import './cart.css';
import { paths } from '../../lib/paths';

interface AddToCartProps {
  groupId: string;
  /**
   * The id of the note saying why this group cannot go in the shopper's cart (outside
   * their area): the control is disabled and described by it, so nobody clicks to be refused.
   */
  blockedBy?: string;
}

// The group page's add-to-cart (docs/product.md#screens 'Group detail'): a quantity starting at 1 that
// cannot go below 1, and the button. A guest goes to /login instead.
export function AddToCart({ groupId, blockedBy }: AddToCartProps) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { addToCart, adding } = useAddToCart();
  const [quantity, setQuantity] = useState<number | null>(1);

  const add = () => {
    if (!loggedIn) {
      void navigate(paths.login);
      return;
    }
    void addToCart(groupId, Math.max(1, quantity ?? 1));
  };

  return (
    <div className="add-to-cart">
      <QuantityStepper value={quantity} onChange={setQuantity} min={1} disabled={blockedBy !== undefined} />
      <Button
        type="primary"
        size="large"
        icon={<ShoppingCartOutlined />}
        loading={adding}
        disabled={blockedBy !== undefined}
        aria-describedby={blockedBy}
        onClick={add}
      >
        Add to cart
      </Button>
    </div>
  );
}

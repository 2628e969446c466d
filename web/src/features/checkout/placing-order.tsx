import { Spin } from 'antd';

/** 'Placing your order' over the whole page while the order is placed (antd's fullscreen spinner). */
export default function PlacingOrder({ spinning }: { spinning: boolean }) {
  return <Spin fullscreen spinning={spinning} description="Placing your order" />;
}

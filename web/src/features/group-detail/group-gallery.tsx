import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { GroupGallery_GroupFragment } from '../../__generated__/graphql';
import { NoPicture } from '../../components/no-picture';
import { mediaUrl } from '../../lib/media';

// The thumbnail slider shows 4 thumbnails at a time (docs/product.md#constants-and-limits).
const THUMBNAILS_SHOWN = 4;

interface GroupGalleryProps {
  group: GroupGallery_GroupFragment;
}

// The main image and a slider of thumbnails choosing it; prev/next move the slider when
// there are more images than fit.
export function GroupGallery({ group }: GroupGalleryProps) {
  const { images, productName } = group;
  const [selected, setSelected] = useState(0);
  const [first, setFirst] = useState(0);

  const shown = Math.min(selected, images.length - 1);
  const mainImage = images[shown];

  if (mainImage === undefined) {
    return (
      <div className="group-gallery">
        <div className="group-gallery__main">
          <NoPicture size="page" />
        </div>
      </div>
    );
  }

  const lastFirst = Math.max(0, images.length - THUMBNAILS_SHOWN);
  const sliding = images.length > THUMBNAILS_SHOWN;
  const visible = images.slice(first, first + THUMBNAILS_SHOWN);

  return (
    <div className="group-gallery">
      <div className="group-gallery__main">
        <img
          src={mediaUrl(mainImage)}
          alt={`${productName}, image ${shown + 1} of ${images.length}`}
          width={640}
          height={480}
          // The page's largest paint: fetched ahead of the thumbnails and scripts (the gateway's
          // HTML preloads it too), and drawn in the frame that shows the page, where an
          // asynchronous decode would leave it for a later one.
          fetchPriority="high"
        />
      </div>
      {images.length > 1 && (
        <div className="group-gallery__slider">
          {sliding && (
            <Button
              shape="circle"
              icon={<LeftOutlined />}
              aria-label="Previous images"
              disabled={first === 0}
              onClick={() => setFirst((value) => Math.max(0, value - 1))}
            />
          )}
          <ul className="group-gallery__thumbs">
            {visible.map((image, offset) => {
              const index = first + offset;
              return (
                <li key={`${index}-${image}`}>
                  <button
                    type="button"
                    className="group-gallery__thumb"
                    aria-label={`Show image ${index + 1}`}
                    aria-pressed={index === shown}
                    onClick={() => setSelected(index)}
                  >
                    <img src={mediaUrl(image)} alt="" loading="lazy" decoding="async" width={96} height={72} />
                  </button>
                </li>
              );
            })}
          </ul>
          {sliding && (
            <Button
              shape="circle"
              icon={<RightOutlined />}
              aria-label="Next images"
              disabled={first >= lastFirst}
              onClick={() => setFirst((value) => Math.min(lastFirst, value + 1))}
            />
          )}
        </div>
      )}
    </div>
  );
}

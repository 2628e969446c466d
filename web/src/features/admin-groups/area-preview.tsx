import { useQuery } from '@apollo/client/react';
import { AdminDeliveryAreaDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';

interface Props {
  supplierZip: string;
  radiusMiles: number | null;
}

// The delivery area as the ZIP codes it covers, by the listing's own rule (the API
// computes it), every one of them in a scrolling box.
export function AreaPreview({ supplierZip, radiusMiles }: Props) {
  const ready = /^\d{5}$/.test(supplierZip) && radiusMiles !== null;
  const { data, previousData, error, loading } = useQuery(AdminDeliveryAreaDocument, {
    variables: { supplierZip, radiusMiles: radiusMiles ?? 1 },
    skip: !ready,
  });
  if (!ready) return <p className="area-preview">Enter the supplier ZIP and a radius to see the area.</p>;
  if (error) return <p className="area-preview">{errorMessage(error)}</p>;
  const area = (data ?? previousData)?.admin.deliveryArea;
  if (!area) return <p className="area-preview">{loading ? 'Finding the ZIP codes…' : ''}</p>;
  return (
    <div className="area-preview" aria-live="polite">
      <p>
        {area.total === 0
          ? `${supplierZip} is not a known US ZIP code: the group would be listed nowhere.`
          : `Listed in ${area.total} ZIP code${area.total === 1 ? '' : 's'} within ${radiusMiles} miles of ${supplierZip}:`}
      </p>
      {area.total > 0 && (
        <p className="area-preview__zips" tabIndex={0} aria-label="ZIP codes the area covers">
          {area.zipCodes.join(', ')}
        </p>
      )}
    </div>
  );
}

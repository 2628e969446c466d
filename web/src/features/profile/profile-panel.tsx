import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { ProfilePanelDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { ProfileForm } from './profile-form';
import { useUpdateProfile } from './use-update-profile';
import { LazyEmpty } from '../../components/lazy-empty';
import { LoadingState } from '../../components/loading-state';
import { UploadProgress } from '../../components/upload-progress';
import type { UploadProgress as Bytes } from '../../lib/file-upload';
import { paths } from '../../lib/paths';
import { useMessage } from '../../lib/message';

const NO_PROFILE_TEXT = 'No Data Found';

// The dashboard's 'Profile Information' tab (docs/product.md#screens): a spinner while the profile loads,
// 'No Data Found' and an error toast when it fails (docs/product.md#messages), else the form. The profile
// is read from the network each time the tab opens, since document reviews change it
// from elsewhere. After an update the user goes to '/' from /dashboard, otherwise to
// /checkout (docs/product.md#screens).
export function ProfilePanel() {
  const message = useMessage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [uploading, setUploading] = useState<Bytes | null>(null);
  const updateProfile = useUpdateProfile(setUploading);
  const { data, loading, error } = useQuery(ProfilePanelDocument, { fetchPolicy: 'network-only' });
  // The form is the dashboard's largest render. An answer is rendered at once and in one
  // piece (Apollo's hooks update through useSyncExternalStore); the deferred profile has
  // React draw the form in a background render it slices, so the page does not freeze for
  // it on a phone (docs/decisions.md "The main thread in pieces"). The spinner stays until then.
  const profile = useDeferredValue(data?.profile);

  useEffect(() => {
    if (error) void message.error(errorMessage(error));
  }, [error, message]);

  if (!profile && (loading || data?.profile)) {
    return <LoadingState label="Loading profile" />;
  }
  if (!profile) {
    // antd's empty state is shown only when the profile cannot load, so its code comes then.
    return <LazyEmpty className="profile-panel__empty" description={NO_PROFILE_TEXT} />;
  }

  return (
    <section className="profile-panel" aria-labelledby="profile-panel-title">
      <h2 id="profile-panel-title" className="profile-panel__title">
        Profile Information
      </h2>
      <ProfileForm
        profile={profile}
        onSave={async (values) => {
          const saved = await updateProfile(values, profile);
          if (saved) await navigate(pathname === paths.dashboard ? paths.home : paths.checkout);
          return saved;
        }}
      />
      <UploadProgress progress={uploading} />
    </section>
  );
}

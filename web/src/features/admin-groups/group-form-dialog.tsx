import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminGroupCategoriesDocument, type AdminGroupFieldsFragment } from '../../__generated__/graphql';
import { AreaPreview } from './area-preview';
import { FilePickButton } from './file-pick-button';
import { IMAGE_ACCEPT, IMAGE_TYPE_MESSAGE } from './group-images';
import {
  EMPTY_GROUP,
  formValuesOf,
  groupChangesOf,
  groupFormErrors,
  groupInputOf,
  listPriceCents,
  maxQuantityOf,
  radiusMilesOf,
  type GroupFormValues,
} from './group-form-rules';
import { PriceLevelEditor } from './price-level-editor';
import { useGroupActions } from './use-group-actions';

interface Props {
  /** The group to edit; absent for a new one. */
  group?: AdminGroupFieldsFragment;
  onClose: () => void;
  onSaved?: (group: AdminGroupFieldsFragment) => void;
}

type TextField = Exclude<keyof GroupFormValues, 'levels' | 'categoryId'>;

// Create or edit a group: every field with its message, the price-level editor, the
// delivery area previewed as ZIP codes, then a confirmation saying what will happen.
export function GroupFormDialog({ group, onClose, onSaved }: Props) {
  const ids = useId();
  const actions = useGroupActions();
  const initial = useMemo(() => (group ? formValuesOf(group) : EMPTY_GROUP), [group]);
  const [confirming, setConfirming] = useState(false);
  // A new group's first picture, uploaded as soon as the group exists (an upload needs its
  // id): a group opens the moment it is created, and without a picture shoppers see a
  // placeholder (docs/decisions.md "Shop and console polish").
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const closed = group?.status === 'CLOSED';
  const categories = useQuery(AdminGroupCategoriesDocument).data?.categories ?? [];
  const formik = useFormik<GroupFormValues>({
    initialValues: initial,
    validate: (values) => groupFormErrors(values, group ? initial.endDate : null),
    onSubmit: () => setConfirming(true),
  });
  const values = formik.values;
  const title = group ? `Edit group #${group.id}` : 'New group';

  async function save() {
    const saved = group
      ? await actions.updateGroup(group.id, groupChangesOf(values, initial))
      : await actions.createGroup(groupInputOf(values));
    // The group is open by now whatever happens to its picture; a refused upload says why
    // and the picture can be added again on the group's page.
    if (saved && !group && picture) await actions.uploadImage(saved.id, picture);
    setConfirming(false);
    if (saved) {
      onSaved?.(saved);
      onClose();
    }
  }

  const field = (
    name: TextField,
    label: string,
    options: { type?: string; disabled?: boolean; textarea?: boolean } = {},
  ) => {
    const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    const props = {
      id: `${ids}-${name}`,
      name,
      value: values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      disabled: options.disabled,
      status: error ? ('error' as const) : undefined,
    };
    return (
      <Form.Item label={label} htmlFor={`${ids}-${name}`} validateStatus={error ? 'error' : undefined} help={error}>
        {options.textarea ? <Input.TextArea rows={3} {...props} /> : <Input type={options.type} {...props} />}
      </Form.Item>
    );
  };
  const categoryError = formik.touched.categoryId || formik.submitCount > 0 ? formik.errors.categoryId : undefined;
  const levelsError =
    formik.submitCount > 0 && typeof formik.errors.levels === 'string' ? formik.errors.levels : undefined;

  return (
    <Modal title={title} open onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={title} className="group-form">
        {closed && (
          <p className="group-form__note">
            This group is closed: its price, levels, maximum quantity and end date can no longer change.
          </p>
        )}
        <Form component={false} layout="vertical">
          <Form.Item
            label="Category"
            htmlFor={`${ids}-category`}
            validateStatus={categoryError ? 'error' : undefined}
            help={categoryError}
          >
            <Select
              id={`${ids}-category`}
              aria-label="Category"
              value={values.categoryId || undefined}
              placeholder="Choose a category"
              virtual={false}
              options={categories.map((parent) => ({
                label: parent.name,
                title: parent.name,
                options: [parent, ...parent.subCategories].map((c) => ({ value: c.id, label: c.name })),
              }))}
              onChange={(value: string) => void formik.setFieldValue('categoryId', value)}
              onBlur={() => void formik.setFieldTouched('categoryId')}
            />
          </Form.Item>
          {field('productName', 'Product name')}
          {field('description', 'Description', { textarea: true })}
          <div className="group-form__row">
            {field('price', 'List price ($)', { disabled: closed })}
            {field('shipping', 'Shipping per unit ($, whole)')}
            {field('maxQuantity', 'Maximum quantity', { disabled: closed })}
            {field('endDate', 'Sales end', { type: 'datetime-local', disabled: closed })}
          </div>
          <PriceLevelEditor
            levels={values.levels}
            listPriceCents={listPriceCents(values)}
            maxQuantity={maxQuantityOf(values)}
            disabled={closed}
            onChange={(levels) => void formik.setFieldValue('levels', levels)}
          />
          {levelsError && (
            <p className="price-levels__error" role="alert">
              {levelsError}
            </p>
          )}
          <h3 className="group-form__heading">Supplier and delivery area</h3>
          <div className="group-form__row">
            {field('supplierStreet', 'Street')}
            {field('supplierCity', 'City')}
            {field('supplierState', 'State')}
          </div>
          <div className="group-form__row">
            {field('supplierZip', 'Supplier ZIP')}
            {field('radiusMiles', 'Delivery radius (miles)')}
          </div>
          <AreaPreview supplierZip={values.supplierZip.trim()} radiusMiles={radiusMilesOf(values)} />
          {!group && (
            <>
              <h3 className="group-form__heading">Picture</h3>
              <div className="group-form__picture">
                {picture && (
                  <span>
                    {picture.name}{' '}
                    <Button size="small" onClick={() => setPicture(null)}>
                      Remove
                    </Button>
                  </span>
                )}
                <FilePickButton
                  accept={IMAGE_ACCEPT}
                  inputLabel="Picture file"
                  buttonText={picture ? 'Choose another picture' : 'Choose a picture'}
                  typeError={pictureError}
                  onFile={(file) => {
                    const accepted = IMAGE_ACCEPT.split(',').includes(file.type);
                    setPictureError(accepted ? null : IMAGE_TYPE_MESSAGE);
                    if (accepted) setPicture(file);
                  }}
                />
              </div>
            </>
          )}
        </Form>
        <div className="admin-dialog__footer">
          <Button onClick={onClose}>Back</Button>
          <Button type="primary" htmlType="submit">
            {group ? 'Save changes…' : 'Create group…'}
          </Button>
        </div>
      </form>
      <Modal
        title={group ? 'Save changes?' : 'Create this group?'}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onOk={() => void save()}
        okText={group ? 'Save changes' : 'Create group'}
        cancelText="Back"
        destroyOnHidden
      >
        <p>
          {group
            ? `Group #${group.id} “${values.productName.trim()}” changes as entered; shoppers see it at once.`
            : `“${values.productName.trim()}” opens now with ${values.levels.length} price level${values.levels.length === 1 ? '' : 's'} and is listed to shoppers within ${values.radiusMiles} miles of ${values.supplierZip}.`}
        </p>
        {!group && !picture && (
          <Alert
            type="warning"
            showIcon
            title="It has no picture"
            description="Shoppers will see a placeholder until you add one: choose a picture before creating it, or add one on its page."
          />
        )}
      </Modal>
    </Modal>
  );
}

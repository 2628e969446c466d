// @ts-nocheck -- generated; its suspense overloads fail TS2394 under Apollo Client 4
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** The kind of customer account. */
export type CustomerType =
  /** A company; may claim tax exemption with documents. */
  | 'BUSINESS'
  /** A private person. */
  | 'INDIVIDUAL';

/** Filters of the group listing; they combine. */
export type GroupFilter = {
  /** Only groups of this category or one of its sub-categories. */
  categoryId?: string | number | null | undefined;
  /** Only groups whose current unit price is at most this many dollars. */
  maxPrice?: number | null | undefined;
  /** Only groups whose current unit price is at least this many dollars. */
  minPrice?: number | null | undefined;
  /** Only groups whose product name contains this text (case-insensitive). */
  productName?: string | null | undefined;
  /** Only groups delivering to this US ZIP code. An unknown ZIP lists nothing. */
  zipCode: string;
};

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, role: string, zipCode: string | null, message: string, user: { customerId: string, firstName: string, lastName: string, name: string, email: string, companyName: string, title: string, phoneNumber: string, customerType: CustomerType } } };

export type GroupCard_GroupFragment = { id: string, productName: string, price: number, discountedPrice: number, imageUrl: string | null };

export type GroupsQueryVariables = Exact<{
  filter: GroupFilter;
  page: number;
  pageSize: number;
}>;


export type GroupsQuery = { groups: { page: number, pageSize: number, hasMore: boolean, items: Array<{ id: string, productName: string, price: number, discountedPrice: number, imageUrl: string | null }> } };

export const GroupCard_GroupFragmentDoc = gql`
    fragment GroupCard_group on GroupCard {
  id
  productName
  price
  discountedPrice
  imageUrl
}
    `;
export const LoginDocument = gql`
    mutation Login($email: EmailAddress!, $password: String!) {
  login(email: $email, password: $password) {
    token
    role
    zipCode
    message
    user {
      customerId
      firstName
      lastName
      name
      email
      companyName
      title
      phoneNumber
      customerType
    }
  }
}
    `;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      email: // value for 'email'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;
export const GroupsDocument = gql`
    query Groups($filter: GroupFilter!, $page: NonNegativeInt!, $pageSize: PositiveInt!) {
  groups(filter: $filter, page: $page, pageSize: $pageSize) {
    page
    pageSize
    hasMore
    items {
      id
      ...GroupCard_group
    }
  }
}
    ${GroupCard_GroupFragmentDoc}`;

/**
 * __useGroupsQuery__
 *
 * To run a query within a React component, call `useGroupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useGroupsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GroupsQuery, GroupsQueryVariables> & ({ variables: GroupsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
      }
export function useGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
// @ts-ignore
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery | undefined, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
export type GroupsQueryHookResult = ReturnType<typeof useGroupsQuery>;
export type GroupsLazyQueryHookResult = ReturnType<typeof useGroupsLazyQuery>;
export type GroupsSuspenseQueryHookResult = ReturnType<typeof useGroupsSuspenseQuery>;
export type GroupsQueryResult = ApolloReactCommon.QueryResult<GroupsQuery, GroupsQueryVariables>;
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

/** Whether a buy group still takes orders. */
export type GroupStatus =
  /** The group's end date passed or it sold out; no more orders. */
  | 'CLOSED'
  /** The group takes orders. */
  | 'OPEN';

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, role: string, zipCode: string | null, message: string, user: { customerId: string, firstName: string, lastName: string, name: string, email: string, companyName: string, title: string, phoneNumber: string, customerType: CustomerType } } };

export type FilterCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FilterCategoriesQuery = { categories: Array<{ id: string, name: string, subCategories: Array<{ id: string, name: string }> }> };

export type GroupCard_GroupFragment = { id: string, productName: string, price: number, discountedPrice: number, imageUrl: string | null };

export type GroupsQueryVariables = Exact<{
  filter: GroupFilter;
  page: number;
  pageSize: number;
}>;


export type GroupsQuery = { groups: { page: number, pageSize: number, hasMore: boolean, items: Array<{ id: string, productName: string, price: number, discountedPrice: number, imageUrl: string | null }> } };

export type GroupDetail_GroupFragment = { id: string, productName: string, description: string, price: number, discountedPrice: number, endDate: string, quantityBooked: number, status: GroupStatus, category: { id: string, name: string }, documents: Array<{ url: string, fileName: string }> };

export type GroupGallery_GroupFragment = { id: string, productName: string, images: Array<string> };

export type GroupQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupQuery = { group: { id: string, productName: string, description: string, price: number, discountedPrice: number, endDate: string, quantityBooked: number, status: GroupStatus, images: Array<string>, category: { id: string, name: string }, documents: Array<{ url: string, fileName: string }>, levels: Array<{ fromQuantity: number, quantityLevel: number, unitPrice: number }>, nextLevel: { quantityLevel: number, unitPrice: number, unitsNeeded: number } | null } };

export type PriceLevelTable_GroupFragment = { id: string, quantityBooked: number, levels: Array<{ fromQuantity: number, quantityLevel: number, unitPrice: number }>, nextLevel: { quantityLevel: number, unitPrice: number, unitsNeeded: number } | null };

export type NavigationCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigationCategoriesQuery = { categories: Array<{ id: string, name: string, subCategories: Array<{ id: string, name: string }> }> };

export type GroupNameSuggestionsQueryVariables = Exact<{
  text: string;
}>;


export type GroupNameSuggestionsQuery = { groupNameSuggestions: Array<string> };

export const GroupCard_GroupFragmentDoc = gql`
    fragment GroupCard_group on GroupCard {
  id
  productName
  price
  discountedPrice
  imageUrl
}
    `;
export const GroupDetail_GroupFragmentDoc = gql`
    fragment GroupDetail_group on Group {
  id
  productName
  description
  price
  discountedPrice
  category {
    id
    name
  }
  endDate
  quantityBooked
  status
  documents {
    url
    fileName
  }
}
    `;
export const GroupGallery_GroupFragmentDoc = gql`
    fragment GroupGallery_group on Group {
  id
  productName
  images
}
    `;
export const PriceLevelTable_GroupFragmentDoc = gql`
    fragment PriceLevelTable_group on Group {
  id
  quantityBooked
  levels {
    fromQuantity
    quantityLevel
    unitPrice
  }
  nextLevel {
    quantityLevel
    unitPrice
    unitsNeeded
  }
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
export const FilterCategoriesDocument = gql`
    query FilterCategories {
  categories {
    id
    name
    subCategories {
      id
      name
    }
  }
}
    `;

/**
 * __useFilterCategoriesQuery__
 *
 * To run a query within a React component, call `useFilterCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useFilterCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFilterCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useFilterCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FilterCategoriesQuery, FilterCategoriesQueryVariables>(FilterCategoriesDocument, options);
      }
export function useFilterCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FilterCategoriesQuery, FilterCategoriesQueryVariables>(FilterCategoriesDocument, options);
        }
// @ts-ignore
export function useFilterCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FilterCategoriesQuery, FilterCategoriesQueryVariables>;
export function useFilterCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FilterCategoriesQuery | undefined, FilterCategoriesQueryVariables>;
export function useFilterCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FilterCategoriesQuery, FilterCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FilterCategoriesQuery, FilterCategoriesQueryVariables>(FilterCategoriesDocument, options);
        }
export type FilterCategoriesQueryHookResult = ReturnType<typeof useFilterCategoriesQuery>;
export type FilterCategoriesLazyQueryHookResult = ReturnType<typeof useFilterCategoriesLazyQuery>;
export type FilterCategoriesSuspenseQueryHookResult = ReturnType<typeof useFilterCategoriesSuspenseQuery>;
export type FilterCategoriesQueryResult = ApolloReactCommon.QueryResult<FilterCategoriesQuery, FilterCategoriesQueryVariables>;
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
export const GroupDocument = gql`
    query Group($id: ID!) {
  group(id: $id) {
    id
    ...GroupDetail_group
    ...GroupGallery_group
    ...PriceLevelTable_group
  }
}
    ${GroupDetail_GroupFragmentDoc}
${GroupGallery_GroupFragmentDoc}
${PriceLevelTable_GroupFragmentDoc}`;

/**
 * __useGroupQuery__
 *
 * To run a query within a React component, call `useGroupQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGroupQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GroupQuery, GroupQueryVariables> & ({ variables: GroupQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupQuery, GroupQueryVariables>(GroupDocument, options);
      }
export function useGroupLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupQuery, GroupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupQuery, GroupQueryVariables>(GroupDocument, options);
        }
// @ts-ignore
export function useGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupQuery, GroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupQuery, GroupQueryVariables>;
export function useGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupQuery, GroupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupQuery | undefined, GroupQueryVariables>;
export function useGroupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupQuery, GroupQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupQuery, GroupQueryVariables>(GroupDocument, options);
        }
export type GroupQueryHookResult = ReturnType<typeof useGroupQuery>;
export type GroupLazyQueryHookResult = ReturnType<typeof useGroupLazyQuery>;
export type GroupSuspenseQueryHookResult = ReturnType<typeof useGroupSuspenseQuery>;
export type GroupQueryResult = ApolloReactCommon.QueryResult<GroupQuery, GroupQueryVariables>;
export const NavigationCategoriesDocument = gql`
    query NavigationCategories {
  categories {
    id
    name
    subCategories {
      id
      name
    }
  }
}
    `;

/**
 * __useNavigationCategoriesQuery__
 *
 * To run a query within a React component, call `useNavigationCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNavigationCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNavigationCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNavigationCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
      }
export function useNavigationCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
        }
// @ts-ignore
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>;
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationCategoriesQuery | undefined, NavigationCategoriesQueryVariables>;
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
        }
export type NavigationCategoriesQueryHookResult = ReturnType<typeof useNavigationCategoriesQuery>;
export type NavigationCategoriesLazyQueryHookResult = ReturnType<typeof useNavigationCategoriesLazyQuery>;
export type NavigationCategoriesSuspenseQueryHookResult = ReturnType<typeof useNavigationCategoriesSuspenseQuery>;
export type NavigationCategoriesQueryResult = ApolloReactCommon.QueryResult<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>;
export const GroupNameSuggestionsDocument = gql`
    query GroupNameSuggestions($text: String!) {
  groupNameSuggestions(text: $text)
}
    `;

/**
 * __useGroupNameSuggestionsQuery__
 *
 * To run a query within a React component, call `useGroupNameSuggestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupNameSuggestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupNameSuggestionsQuery({
 *   variables: {
 *      text: // value for 'text'
 *   },
 * });
 */
export function useGroupNameSuggestionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables> & ({ variables: GroupNameSuggestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>(GroupNameSuggestionsDocument, options);
      }
export function useGroupNameSuggestionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>(GroupNameSuggestionsDocument, options);
        }
// @ts-ignore
export function useGroupNameSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>;
export function useGroupNameSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupNameSuggestionsQuery | undefined, GroupNameSuggestionsQueryVariables>;
export function useGroupNameSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>(GroupNameSuggestionsDocument, options);
        }
export type GroupNameSuggestionsQueryHookResult = ReturnType<typeof useGroupNameSuggestionsQuery>;
export type GroupNameSuggestionsLazyQueryHookResult = ReturnType<typeof useGroupNameSuggestionsLazyQuery>;
export type GroupNameSuggestionsSuspenseQueryHookResult = ReturnType<typeof useGroupNameSuggestionsSuspenseQuery>;
export type GroupNameSuggestionsQueryResult = ApolloReactCommon.QueryResult<GroupNameSuggestionsQuery, GroupNameSuggestionsQueryVariables>;
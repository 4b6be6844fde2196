/** What a back-office page is given (`app/routes/admin/pages.tsx`): the URL's `:params` (`{ userId }`). */
export type AdminPageProps = { params: Record<string, string | undefined> }

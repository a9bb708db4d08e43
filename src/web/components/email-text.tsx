// An email address that wraps where a reader expects on a narrow screen: just after the @ first,
// then anywhere in a part too long for the line.
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span className="email-text">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}

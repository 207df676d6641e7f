// Nothing of the host's own: the defaults, as `create-next-app` leaves them.
export default {};

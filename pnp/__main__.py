from pnp.entry import main

main()
